/**
 * The payments-setup flow in the account drawer (spec platform-shell 2.5 and 4.5): "Set up payments"
 * checks the account; a set-up account opens /payments (its success message), one that needs
 * verification goes to the provider after 2 s, and without one the country dialog starts onboarding.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { msg } from '../../../shared/messages';
import { translateMessage } from '../../i18n/i18n';
import { CountryDialog } from './country-dialog';
import { usePayments, VERIFY_TEXT } from './use-payments';

export function PaymentsSetupEntry({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  const p = usePayments('manual');
  const [dialog, setDialog] = useState(false);
  const navigate = useNavigate();

  const start = async () => {
    const status = await p.check();
    if (!status) return;
    if (!status.has_account) setDialog(true);
    else if (status.onboarding_complete) {
      onNavigate();
      navigate('/payments');
    }
  };

  return (
    <Stack gap={4} px="sm">
      <Button
        variant="light"
        onClick={start}
        disabled={!p.online || p.redirecting}
        loading={p.loading}
        aria-busy={p.loading || undefined}
      >
        <Trans>Set up payments</Trans>
      </Button>
      {!p.online && <Text size="sm">{translateMessage(msg.actionOffline)}</Text>}
      {p.redirecting && !p.error && <Text size="sm">{t(VERIFY_TEXT)}</Text>}
      {p.error && (
        <Alert color="red" role="alert" p="xs">
          {translateMessage(p.error)}
        </Alert>
      )}
      <CountryDialog
        opened={dialog}
        online={p.online}
        busy={p.busy === 'onboarding'}
        onClose={() => setDialog(false)}
        onContinue={p.onboard}
      />
    </Stack>
  );
}
