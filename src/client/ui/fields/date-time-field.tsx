/**
 * A day and a time side by side, the one way the workshop and event forms take a date and time (a
 * workshop's start, an event's start and end, a programme entry). The day is @mantine/dates' calendar
 * in the app's language, its week starting where the language's does, and shows the day as the lists'
 * cards write it ("Sat, May 10, 2031", "2031年5月10日(土)"); a typed yyyy-mm-dd is read too. The time is
 * the browser's own time input, which a phone answers with its native picker, in the phone's
 * language, and which stays narrow. The day is yyyy-mm-dd and the time hh:mm, as the forms send them;
 * the day takes three fifths of the row, the time two, each on a line of its own where the row is
 * too narrow for both.
 */
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Group, TextInput } from '@mantine/core';
import { DateInput, DatesProvider, type DayOfWeek } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { whenText } from '../calendar/when';

type WeekInfo = { firstDay: number };
type WithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** Sunday (0) in en, ja and ko, Monday (1) in es and fr; Monday where the browser cannot tell. */
function firstDayOfWeek(locale: string): DayOfWeek {
  const region = new Intl.Locale(locale).maximize() as WithWeek;
  const first = (region.getWeekInfo?.() ?? region.weekInfo)?.firstDay ?? 1;
  return (first % 7) as DayOfWeek;
}

/** The day as the language writes it on a card, weekday included. */
const dayText = (day: string, locale: string) =>
  whenText(
    { starts_at: `${day.slice(0, 10)}T00:00:00Z`, ends_at: null, timezone: 'UTC', allDay: true },
    locale,
  );

type Props = {
  dateLabel: string;
  timeLabel: string;
  date: string;
  time: string;
  onChange: (date: string, time: string) => void;
  /** In a list's row n: no labels above, the inputs named "{label} n" and showing their label inside. */
  row?: number;
  dateRequired?: boolean;
  timeRequired?: boolean;
  dateError?: ReactNode;
  timeError?: ReactNode;
  /** The month the calendar opens at while no day is chosen (yyyy-mm-dd). */
  month?: string;
  minDate?: string;
};

export function DateTimeField(props: Props) {
  const { date, time, onChange, row } = props;
  const { t, i18n } = useLingui();
  const named = (label: string) =>
    row === undefined ? { label } : { 'aria-label': `${label} ${row}`, placeholder: label };
  return (
    <DatesProvider settings={{ locale: i18n.locale, firstDayOfWeek: firstDayOfWeek(i18n.locale) }}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <DateInput
          {...named(props.dateLabel)}
          flex="3 1 0"
          miw="11rem"
          withAsterisk={props.dateRequired}
          valueFormat={(day) => dayText(day, i18n.locale)}
          clearable
          clearButtonProps={{ 'aria-label': t`Clear the date` }}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={date || null}
          onChange={(day) => onChange(day ?? '', time)}
          defaultDate={props.month || undefined}
          minDate={props.minDate || undefined}
          error={props.dateError}
          popoverProps={{ withinPortal: true }}
        />
        <TextInput
          {...named(props.timeLabel)}
          type="time"
          flex="2 1 0"
          miw="7rem"
          withAsterisk={props.timeRequired}
          value={time}
          onChange={(event) => onChange(date, event.currentTarget.value)}
          error={props.timeError}
        />
      </Group>
    </DatesProvider>
  );
}
