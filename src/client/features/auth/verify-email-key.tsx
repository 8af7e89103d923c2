/** /verify?key=...: confirms the e-mail address once on load, then offers sign-in or a new link. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { msg } from '../../../shared/messages';
import { ApiError } from '../../lib/api';
import { generalMessage } from '../../lib/server-errors';
import { resendLink, verifyEmail } from './auth.online';
import { EmailRequestForm } from './email-request-form';
import { SuccessThenSignIn } from './success-then-sign-in';

type State = { status: 'pending' } | { status: 'verified' } | { status: 'failed'; message: string };

/** A rejected key reads as an invalid link; a network or server failure says what it is. */
const failure = (error: unknown): string =>
  error instanceof ApiError && error.status !== 400 ? generalMessage(error) : msg.invalidKey;

export function VerifyEmailKey({ emailKey }: { emailKey: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ status: 'pending' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === emailKey) return;
    sentFor.current = emailKey;
    setState({ status: 'pending' });
    verifyEmail(emailKey).then(
      () => setState({ status: 'verified' }),
      (error: unknown) => setState({ status: 'failed', message: failure(error) }),
    );
  }, [emailKey]);

  if (state.status === 'pending') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{msg.verifyingEmail}</Text>
      </Group>
    );
  }
  if (state.status === 'verified') {
    return <SuccessThenSignIn message={msg.emailVerified} />;
  }
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        {state.message}
      </Alert>
      <Text size="sm">
        <Trans>Enter your e-mail address to get a new verification link.</Trans>
      </Text>
      <EmailRequestForm send={resendLink} doneMessage={msg.verificationSent} submitLabel={t`Resend link`} />
    </Stack>
  );
}
