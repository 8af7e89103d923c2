/**
 * The journey's date (@mantine/dates): month and day names in the app's language (dayjs locale),
 * empty until picked, which posts today's date.
 */
import { useLingui } from '@lingui/react/macro';
import { DateInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';

type Props = { value: string | null; onChange: (day: string | null) => void; error?: string };

export function JourneyDateField(props: Props) {
  const { t, i18n } = useLingui();
  return (
    <DatesProvider settings={{ locale: i18n.locale }}>
      <DateInput
        label={t`Date`}
        description={t`Left empty, today's date is used.`}
        placeholder={t`Today`}
        valueFormat="LL"
        clearable
        clearButtonProps={{ 'aria-label': t`Clear the date` }}
        maxDate={new Date()}
        {...props}
      />
    </DatesProvider>
  );
}
