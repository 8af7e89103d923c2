/** The country dialog of payments onboarding: Continue only with one of the 46 countries. */
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { msg } from '../../../shared/messages';
import { PAYMENT_COUNTRIES, paymentMessages } from '../../../shared/payment-countries';

const DATA = PAYMENT_COUNTRIES.map(({ code, name }) => ({ value: code, label: name }));

type Props = {
  opened: boolean;
  online: boolean;
  busy: boolean;
  onClose: () => void;
  /** Starts onboarding; resolves with an error to show, or null. */
  onContinue: (country: string) => Promise<string | null>;
};

export function CountryDialog({ opened, online, busy, onClose, onContinue }: Props) {
  const [country, setCountry] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!country) return;
    setError(await onContinue(country));
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Where is your bank account?" centered>
      <Stack gap="md">
        <Select
          label="Country"
          placeholder="Choose your country"
          searchable
          data={DATA}
          value={country}
          onChange={(value) => {
            setCountry(value);
            setError(null);
          }}
          nothingFoundMessage="No country found"
          comboboxProps={{ withinPortal: false }}
        />
        {!country && <Text size="sm">{paymentMessages.countryRequired}</Text>}
        {!online && <Text size="sm">{msg.actionOffline}</Text>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            disabled={!country || !online}
            loading={busy}
            aria-busy={busy || undefined}
          >
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
