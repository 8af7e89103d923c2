/** A finished account step (e-mail verified, password set): the message and the way on to sign in. */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';

export function SuccessThenSignIn({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="green" role="status">
        {message}
      </Alert>
      <Button component={Link} to="/login">
        <Trans>Sign in</Trans>
      </Button>
    </Stack>
  );
}
