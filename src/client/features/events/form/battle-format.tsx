/**
 * A battle's format in the event form: who makes one side (a dancer, a pair, a trio or a crew),
 * which decides how dancers enter it.
 */
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BATTLE_FORMATS, type BattleFormat } from '../../../../shared/schemas/battles';
import type { EventFormValues } from './event-form.values';

type Props = { form: UseFormReturnType<EventFormValues>; index: number };

export function BattleFormatField({ form, index }: Props) {
  const { t } = useLingui();
  const labels: Record<BattleFormat, string> = { '1v1': '1v1', '2v2': '2v2', '3v3': '3v3', crew: t`Crew` };
  return (
    <Select
      aria-label={`${t`Format`} ${index + 1}`}
      data={BATTLE_FORMATS.map((format) => ({ value: format, label: labels[format] }))}
      allowDeselect={false}
      {...form.getInputProps(`event_battles.${index}.format`)}
    />
  );
}
