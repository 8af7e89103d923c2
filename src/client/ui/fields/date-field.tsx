/**
 * The shoutout's date (yyyy-mm-dd, today by default) with @mantine/dates' calendar, whose month and
 * day names follow the app's language (dayjs has each language's names loaded here).
 */
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

type Props = { value: string; onChange: (day: string) => void; error?: string };

export function DateField({ value, onChange, error }: Props) {
  const { t, i18n } = useLingui();
  return (
    <DatesProvider settings={{ locale: i18n.locale }}>
      <DateInput
        label={t`Date`}
        withAsterisk
        valueFormat="YYYY-MM-DD"
        placeholder="yyyy-mm-dd"
        clearable
        clearButtonProps={{ 'aria-label': t`Clear the date` }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        error={error}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
