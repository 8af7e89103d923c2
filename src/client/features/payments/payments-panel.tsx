/** The payments page body: account status, dashboard link or bank-account onboarding. */
import { Alert, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { msg } from '../../../shared/messages';
import { paymentMessages } from '../../../shared/payment-countries';
import { CountryDialog } from './country-dialog';
import { type PaymentsMode, usePayments, VERIFY_TEXT } from './use-payments';

export function PaymentsPanel({ mode }: { mode: PaymentsMode }) {
  const p = usePayments(mode);
  const [dialog, setDialog] = useState(false);
  const ready = p.status && !p.loading;
  const complete = ready && p.status?.has_account && p.status.onboarding_complete;
  const noAccount = ready && !p.status?.has_account;

  return (
    <Paper p="lg" withBorder aria-busy={p.loading || p.redirecting || undefined}>
      <Stack gap="md">
        {p.loading && !p.redirecting && <Loader size="sm" aria-label="Checking your payment account" />}
        {p.redirecting && !p.error && <Text>{VERIFY_TEXT}</Text>}
        {complete && (
          <>
            <Text>Your bank account is connected. You can add fees to your labs.</Text>
            <Button
              onClick={p.openDashboard}
              disabled={!p.online}
              loading={p.busy === 'dashboard'}
              aria-busy={p.busy === 'dashboard' || undefined}
            >
              Open payments dashboard
            </Button>
          </>
        )}
        {noAccount && (
          <>
            <Text>Connect a bank account to receive fees for your labs.</Text>
            <Button onClick={() => setDialog(true)} disabled={!p.online}>
              Connect bank account
            </Button>
          </>
        )}
        {p.error && (
          <>
            <Alert color="red" role="alert">
              {p.error}
            </Alert>
            {!p.status && p.error !== paymentMessages.notConfigured && (
              <Button variant="default" onClick={p.retry} disabled={!p.online}>
                Try again
              </Button>
            )}
          </>
        )}
        {!p.online && <Text size="sm">{msg.actionOffline}</Text>}
      </Stack>
      <CountryDialog
        opened={dialog}
        online={p.online}
        busy={p.busy === 'onboarding'}
        onClose={() => setDialog(false)}
        onContinue={p.onboard}
      />
    </Paper>
  );
}
