/**
 * A programme entry's time: a day and a time (ui/fields/date-time-field.tsx) written into the entry's
 * text, "2031-06-13 18:00", or a time or a day alone ("18:00" on a one-day event), which the event's
 * page shows in the app's language (programme-time.ts). The server keeps the free text it always kept;
 * an entry written before as other text ("Sat 6pm") keeps its text box, so nothing typed is lost.
 */
import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEXT_LIMIT } from '../../../../shared/constants';
import { DateTimeField } from '../../../ui/fields/date-time-field';
import { whenParts } from '../programme-time';
import { type EventFormValues, wallParts } from './event-form.values';

/** The entry's text for a day and a time, either of which may be empty. */
const whenOf = (date: string, time: string) => [date, time].filter(Boolean).join(' ');

type Props = { form: UseFormReturnType<EventFormValues>; index: number };

export function ProgrammeWhen({ form, index }: Props) {
  const { t } = useLingui();
  const path = `event_subevents.${index}.time`;
  const parts = whenParts(form.values.event_subevents[index]?.time ?? '');
  if (!parts)
    return (
      <TextInput
        aria-label={`${t`Time`} ${index + 1}`}
        placeholder={t`Time`}
        maxLength={TEXT_LIMIT}
        {...form.getInputProps(path)}
      />
    );
  return (
    <DateTimeField
      row={index + 1}
      dateLabel={t`Date`}
      timeLabel={t`Time`}
      date={parts.date}
      time={parts.time}
      onChange={(date, time) => form.setFieldValue(path, whenOf(date, time))}
      month={wallParts(form.values.start).date}
      timeError={form.errors[path]}
    />
  );
}
