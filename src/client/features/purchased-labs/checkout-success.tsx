/**
 * /stripe/payments/success?session_id=: the buyer is back from the payment provider. Says the payment
 * is being confirmed until the server knows, then opens the lab, or says clearly what happened.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { translateMessage } from '../../i18n/i18n';
import { shortDate } from '../../ui/dates/short-date';
import { useCheckoutStatus } from './use-checkout-status';

function BrowseLinks() {
  return (
    <Group gap="md">
      <Anchor component={Link} to="/publishedlabs">
        <Trans>Browse published labs</Trans>
      </Anchor>
      <Anchor component={Link} to="/mypurchasedlabs">
        <Trans>My Purchased Labs</Trans>
      </Anchor>
    </Group>
  );
}

function Outcome({ sessionId }: { sessionId: string | null }) {
  const { t } = useLingui();
  const wait = useCheckoutStatus(sessionId);
  if (wait.state === 'pending')
    return (
      <Group gap="sm" aria-busy="true">
        <Loader size="sm" aria-hidden />
        <Text>
          <Trans>Confirming your payment…</Trans>
        </Text>
      </Group>
    );
  if (wait.state === 'paid') {
    const { checkout } = wait;
    const lab = checkout.lab_name;
    const until = shortDate(checkout.expires_at ?? '');
    return (
      <Stack gap="md" align="flex-start">
        <Text>
          <Trans>
            Payment received. You can watch {lab} until {until}.
          </Trans>
        </Text>
        <Button component={Link} to={`/mypurchasedlabs/${encodeURIComponent(checkout.plab_uuid)}`}>
          <Trans>Open lab</Trans>
        </Button>
      </Stack>
    );
  }
  const reason = wait.state === 'failed' ? translateMessage(wait.reason) : '';
  const text =
    wait.state === 'canceled'
      ? t`This payment was canceled. You have not been charged.`
      : wait.state === 'timeout'
        ? t`Your payment is still being confirmed. The lab appears in My Purchased Labs as soon as it is.`
        : t`We could not confirm this payment: ${reason}`;
  return (
    <Stack gap="md">
      <Alert color={wait.state === 'timeout' ? 'yellow' : 'red'} variant="light">
        {text}
      </Alert>
      <BrowseLinks />
    </Stack>
  );
}

export function CheckoutSuccess({ sessionId }: { sessionId: string | null }) {
  return (
    <Paper p="lg" withBorder>
      <div aria-live="polite">
        <Outcome sessionId={sessionId} />
      </div>
    </Paper>
  );
}
