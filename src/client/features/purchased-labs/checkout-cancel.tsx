/** /stripe/payments/cancel?plab=: the buyer left the provider's checkout without paying. */
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

export function CheckoutCancel({ plabUuid }: { plabUuid: string | null }) {
  return (
    <Paper p="lg" withBorder>
      <Stack gap="md" align="flex-start">
        <Text>Payment canceled. You have not been charged.</Text>
        {plabUuid ? (
          <Anchor component={Link} to={`/publishedlabs/${encodeURIComponent(plabUuid)}`}>
            Back to the lab
          </Anchor>
        ) : (
          <Anchor component={Link} to="/publishedlabs">
            Browse published labs
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
