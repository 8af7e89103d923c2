/**
 * The time zone of a workshop or an event, where it happens: the IANA zones this browser knows,
 * searchable. The form's own zone is always listed, even one this browser does not know (a zone
 * saved elsewhere, or UTC on a device without one), so an edit never shows it empty.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
import { OPTIONS_WHILE_OPEN, SteadySelect } from '../../lib/steady-inputs';

const known = () =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

type Props = { value: string; onChange: (zone: string) => void; error?: ReactNode; description?: ReactNode };

export function ZoneField({ value, onChange, error, description }: Props) {
  const { t } = useLingui();
  const zones = useMemo(() => {
    const all = known();
    return !value || all.includes(value) ? all : [value, ...all];
  }, [value]);
  return (
    <SteadySelect
      label={t`Time zone`}
      description={description}
      required
      searchable
      allowDeselect={false}
      data={zones}
      limit={50}
      comboboxProps={OPTIONS_WHILE_OPEN}
      value={value || null}
      onChange={(zone) => zone && onChange(zone)}
      error={error}
    />
  );
}
