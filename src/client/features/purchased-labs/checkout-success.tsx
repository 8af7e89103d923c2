/**
 * /stripe/payments/success?session_id=: the buyer is back from the payment provider. Says the payment
 * is being confirmed until the server knows, then opens the lab, or says clearly what happened.
 */
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { shortDate } from '../cookings/feed/short-date';
import { useCheckoutStatus } from './use-checkout-status';

function BrowseLinks() {
  return (
    <Group gap="md">
      <Anchor component={Link} to="/publishedlabs">
        Browse published labs
      </Anchor>
      <Anchor component={Link} to="/mypurchasedlabs">
        My Purchased Labs
      </Anchor>
    </Group>
  );
}

function Outcome({ sessionId }: { sessionId: string | null }) {
  const wait = useCheckoutStatus(sessionId);
  if (wait.state === 'pending')
    return (
      <Group gap="sm" aria-busy="true">
        <Loader size="sm" aria-hidden />
        <Text>Confirming your payment…</Text>
      </Group>
    );
  if (wait.state === 'paid') {
    const { checkout } = wait;
    return (
      <Stack gap="md" align="flex-start">
        <Text>
          Payment received. You can watch {checkout.lab_name} until {shortDate(checkout.expires_at ?? '')}.
        </Text>
        <Button component={Link} to={`/mypurchasedlabs/${encodeURIComponent(checkout.plab_uuid)}`}>
          Open lab
        </Button>
      </Stack>
    );
  }
  const text =
    wait.state === 'canceled'
      ? 'This payment was canceled. You have not been charged.'
      : wait.state === 'timeout'
        ? 'Your payment is still being confirmed. The lab appears in My Purchased Labs as soon as it is.'
        : `We could not confirm this payment: ${wait.reason}`;
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
