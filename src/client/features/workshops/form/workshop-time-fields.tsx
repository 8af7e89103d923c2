/**
 * When the workshop is: its day and start (ui/fields/date-time-field.tsx), its end (hh:mm, optional,
 * the same day) and its time zone, which follows the country (ui/fields/country-zone.ts) and can be
 * changed: the wall time there is what its page shows and what calendars get, whatever the reader's zone.
 */
import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateTimeField } from '../../../ui/fields/date-time-field';
import { ZoneField } from '../../../ui/fields/zone-field';
import type { WorkshopFormValues } from './workshop-form.values';

export function WorkshopTimeFields({ form }: { form: UseFormReturnType<WorkshopFormValues> }) {
  const { t } = useLingui();
  const { start_date, start_time, timezone } = form.values;
  return (
    <>
      <DateTimeField
        dateLabel={t`Date`}
        timeLabel={t`Starts at`}
        dateRequired
        date={start_date}
        time={start_time}
        onChange={(date, time) => form.setValues({ start_date: date, start_time: time })}
        dateError={form.errors.start_date}
        timeError={form.errors.start_time}
      />
      {/* Under the start's time, as wide: the day above is the same for both. */}
      <TextInput
        type="time"
        label={t`Ends at`}
        w="calc((100% - var(--mantine-spacing-sm)) * 2 / 5)"
        miw="7rem"
        style={{ alignSelf: 'flex-end' }}
        {...form.getInputProps('end_time')}
      />
      <ZoneField
        value={timezone}
        onChange={(zone) => form.setFieldValue('timezone', zone)}
        error={form.errors.timezone}
      />
    </>
  );
}
