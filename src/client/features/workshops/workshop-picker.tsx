/**
 * The workshop a journey or a shoutout was at (optional): chosen among the workshops the user said
 * they are going to, read from the mirror's `going:` list so it works offline; the workshop already
 * named stays a choice when that list no longer has it.
 */
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { NamedWorkshop } from '../../../shared/schemas/workshop-door';
import { userAtom } from '../../lib/session';
import { useWorkshopList } from './workshops.mirror';

type Props = {
  /** The workshop's uuid; '' for none. */
  value: string;
  /** The uuid chosen ('' when cleared) and the workshop as it is cited (attended when checked in). */
  onChange: (uuid: string, workshop: NamedWorkshop | null) => void;
  error?: ReactNode;
  label?: string;
  description?: string;
  /** The workshop already named, if any. */
  named?: NamedWorkshop | null;
};

export function WorkshopPicker({ value, onChange, error, label, description, named }: Props) {
  const { t } = useLingui();
  const username = useAtomValue(userAtom)?.username ?? '';
  const { rows } = useWorkshopList(`going:${username}`);
  const going = (rows ?? []).map((row) => ({
    uuid: row.uuid,
    title: row.title,
    attended: row.my_door?.attended ?? false,
  }));
  const choices = [...(named && !going.some((w) => w.uuid === named.uuid) ? [named] : []), ...going];
  return (
    <Select
      label={label ?? t`Workshop`}
      description={description ?? t`The workshop it was at, among those you said you are going to.`}
      placeholder={t`No workshop`}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t`Clear the workshop` }}
      nothingFoundMessage={t`No workshop you are going to`}
      data={choices.map((w) => ({ value: w.uuid, label: w.title }))}
      value={value || null}
      onChange={(uuid) => onChange(uuid ?? '', choices.find((w) => w.uuid === uuid) ?? null)}
      error={error}
    />
  );
}
