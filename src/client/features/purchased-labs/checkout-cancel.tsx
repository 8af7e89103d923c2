/** /stripe/payments/cancel?plab=: the buyer left the provider's checkout without paying. */
import { Trans } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

export function CheckoutCancel({ plabUuid }: { plabUuid: string | null }) {
  return (
    <Paper p="lg" withBorder>
      <Stack gap="md" align="flex-start">
        <Text>
          <Trans>Payment canceled. You have not been charged.</Trans>
        </Text>
        {plabUuid ? (
          <Anchor component={Link} to={`/publishedlabs/${encodeURIComponent(plabUuid)}`}>
            <Trans>Back to the lab</Trans>
          </Anchor>
        ) : (
          <Anchor component={Link} to="/publishedlabs">
            <Trans>Browse published labs</Trans>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
