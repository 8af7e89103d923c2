/** The payments page body: account status, dashboard link or bank-account onboarding. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { msg } from '../../../shared/messages';
import { paymentMessages } from '../../../shared/payment-countries';
import { translateMessage } from '../../i18n/i18n';
import { CountryDialog } from './country-dialog';
import { type PaymentsMode, usePayments, VERIFY_TEXT } from './use-payments';

export function PaymentsPanel({ mode }: { mode: PaymentsMode }) {
  const { t } = useLingui();
  const p = usePayments(mode);
  const [dialog, setDialog] = useState(false);
  const ready = p.status && !p.loading;
  const complete = ready && p.status?.has_account && p.status.onboarding_complete;
  const noAccount = ready && !p.status?.has_account;

  return (
    <Paper p="lg" withBorder aria-busy={p.loading || p.redirecting || undefined}>
      <Stack gap="md">
        {p.loading && !p.redirecting && <Loader size="sm" aria-label={t`Checking your payment account`} />}
        {p.redirecting && !p.error && <Text>{t(VERIFY_TEXT)}</Text>}
        {complete && (
          <>
            <Text>
              <Trans>Your bank account is connected. You can add fees to your labs.</Trans>
            </Text>
            <Button
              onClick={p.openDashboard}
              disabled={!p.online}
              loading={p.busy === 'dashboard'}
              aria-busy={p.busy === 'dashboard' || undefined}
            >
              <Trans>Open payments dashboard</Trans>
            </Button>
          </>
        )}
        {noAccount && (
          <>
            <Text>
              <Trans>Connect a bank account to receive fees for your labs.</Trans>
            </Text>
            <Button onClick={() => setDialog(true)} disabled={!p.online}>
              <Trans>Connect bank account</Trans>
            </Button>
          </>
        )}
        {p.error && (
          <>
            <Alert color="red" role="alert">
              {translateMessage(p.error)}
            </Alert>
            {!p.status && p.error !== paymentMessages.notConfigured && (
              <Button variant="default" onClick={p.retry} disabled={!p.online}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </>
        )}
        {!p.online && <Text size="sm">{translateMessage(msg.actionOffline)}</Text>}
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
