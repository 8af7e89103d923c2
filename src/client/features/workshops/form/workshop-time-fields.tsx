/**
 * The workshop's start and end (hh:mm, optional) and its time zone, this device's by default: the
 * wall time there is what its page shows and what calendars get, whatever the reader's zone.
 */
import { useLingui } from '@lingui/react/macro';
import { Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { OPTIONS_WHILE_OPEN, SteadySelect } from '../../../lib/steady-inputs';
import type { WorkshopFormValues } from './workshop-form.values';

/** The zones this browser knows (IANA names), the workshop's own kept even if unknown here. */
function zoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return known.includes(current) || !current ? known : [current, ...known];
}

export function WorkshopTimeFields({ form }: { form: UseFormReturnType<WorkshopFormValues> }) {
  const { t } = useLingui();
  const zone = form.values.timezone;
  const zones = useMemo(() => zoneOptions(zone), [zone]);
  return (
    <>
      <Group grow align="flex-start">
        <TextInput type="time" label={t`Starts at`} {...form.getInputProps('start_time')} />
        <TextInput type="time" label={t`Ends at`} {...form.getInputProps('end_time')} />
      </Group>
      <SteadySelect
        label={t`Time zone`}
        searchable
        comboboxProps={OPTIONS_WHILE_OPEN}
        data={zones}
        limit={50}
        {...form.getInputProps('timezone')}
        onChange={(value) => form.setFieldValue('timezone', value ?? '')}
      />
    </>
  );
}
