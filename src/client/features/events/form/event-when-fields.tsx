/**
 * When the event is: its start and end, each a day and a time (ui/fields/date-time-field.tsx) that the
 * form keeps as one wall time, yyyy-mm-ddThh:mm as it is sent, and the time zone of the place, which
 * the country sets (ui/fields/country-zone.ts) and the organiser can change. Picking the start's day
 * fills the end's while it has none (most events end the day they start); the end's calendar starts
 * there. A day without its time is told at the time.
 */
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { DateTimeField } from '../../../ui/fields/date-time-field';
import { ZoneField } from '../../../ui/fields/zone-field';
import { type EventFormValues, wallOf, wallParts } from './event-form.values';

type Form = UseFormReturnType<EventFormValues>;

/** The field's error under the input it is about. */
function errorsOf(form: Form, field: 'start' | 'end') {
  const error = form.errors[field];
  const { date, time } = wallParts(form.values[field]);
  return date && !time ? { timeError: error } : { dateError: error };
}

export function EventWhenFields({ form }: { form: Form }) {
  const { t } = useLingui();
  const start = wallParts(form.values.start);
  const end = wallParts(form.values.end);
  return (
    <>
      <DateTimeField
        dateLabel={t`Start date`}
        timeLabel={t`Start time`}
        dateRequired
        timeRequired
        date={start.date}
        time={start.time}
        onChange={(date, time) =>
          form.setValues({
            start: wallOf(date, time),
            ...(date && !end.date ? { end: wallOf(date, end.time) } : {}),
          })
        }
        {...errorsOf(form, 'start')}
      />
      <DateTimeField
        dateLabel={t`End date`}
        timeLabel={t`End time`}
        dateRequired
        timeRequired
        date={end.date}
        time={end.time}
        onChange={(date, time) => form.setFieldValue('end', wallOf(date, time))}
        month={start.date}
        minDate={start.date}
        {...errorsOf(form, 'end')}
      />
      <ZoneField
        value={form.values.timezone}
        onChange={(zone) => form.setFieldValue('timezone', zone)}
        description={t`The times above are in this zone, where the event happens.`}
        error={form.errors.timezone}
      />
    </>
  );
}
