/**
 * The country dialog of payments onboarding: Continue only with one of the 46 countries. English
 * keeps the spec's short names (UK, UAE); other languages name the countries with Intl, sorted in
 * that language.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { SOURCE_LOCALE } from '../../../shared/locales';
import { msg } from '../../../shared/messages';
import { PAYMENT_COUNTRIES, paymentMessages } from '../../../shared/payment-countries';
import { translateMessage } from '../../i18n/i18n';
import { regionNames } from '../../lib/region-names';

/** The countries as the Select's options, named in `locale`. */
function countryOptions(locale: string) {
  if (locale === SOURCE_LOCALE)
    return PAYMENT_COUNTRIES.map(({ code, name }) => ({ value: code, label: name }));
  const names = regionNames(locale);
  return PAYMENT_COUNTRIES.map(({ code, name }) => ({ value: code, label: names.of(code) ?? name })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
}

type Props = {
  opened: boolean;
  online: boolean;
  busy: boolean;
  onClose: () => void;
  /** Starts onboarding; resolves with an error to show, or null. */
  onContinue: (country: string) => Promise<string | null>;
};

export function CountryDialog({ opened, online, busy, onClose, onContinue }: Props) {
  const { t, i18n } = useLingui();
  const data = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const [country, setCountry] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!country) return;
    setError(await onContinue(country));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Where is your bank account?`} centered>
      <Stack gap="md">
        <Select
          label={t`Country`}
          placeholder={t`Choose your country`}
          searchable
          data={data}
          value={country}
          onChange={(value) => {
            setCountry(value);
            setError(null);
          }}
          nothingFoundMessage={t`No country found`}
          comboboxProps={{ withinPortal: false }}
        />
        {!country && <Text size="sm">{translateMessage(paymentMessages.countryRequired)}</Text>}
        {!online && <Text size="sm">{translateMessage(msg.actionOffline)}</Text>}
        {error && (
          <Alert color="red" role="alert">
            {translateMessage(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={submit}
            disabled={!country || !online}
            loading={busy}
            aria-busy={busy || undefined}
          >
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
