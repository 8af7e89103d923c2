/**
 * The persistent dialog after registering (spec 4.1): "Email verified" signs in with the saved
 * credentials, "Resend link" mails the link again. Both are online-only; their outcome shows here.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { msg } from '../../../shared/messages';
import type { AuthResult } from '../../../shared/schemas/auth';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/server-errors';
import { resendLink, signIn } from './auth.online';
import type { Credentials } from './sign-up-form';

type Props = {
  credentials: Credentials | null;
  onClose: () => void;
  /** Called after a successful sign-in; the caller stores the session and routes the user on. */
  onVerified: (result: AuthResult) => void | Promise<void>;
};

type Outcome = { ok: boolean; text: string } | null;

export function VerificationDialog({ credentials, onClose, onVerified }: Props) {
  const [busy, setBusy] = useState<'verified' | 'resend' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function run(kind: 'verified' | 'resend', call: () => Promise<Outcome>) {
    setBusy(kind);
    setOutcome(null);
    setOutcome(await call());
    setBusy(null);
  }

  const checkVerified = (creds: Credentials) =>
    run('verified', async () => {
      try {
        const result = await signIn(creds);
        notifications.show({ color: 'green', message: msg.verificationSuccessful });
        await onVerified(result);
        return null;
      } catch (error) {
        const unverified = error instanceof ApiError && error.status === 400;
        return { ok: false, text: unverified ? msg.emailNotVerifiedYet : errorMessage(error) };
      }
    });

  const resend = (creds: Credentials) =>
    run('resend', async () => {
      try {
        await resendLink(creds.email);
        return { ok: true, text: msg.verificationSent };
      } catch (error) {
        return { ok: false, text: errorMessage(error, 'email') };
      }
    });

  return (
    <Modal
      opened={credentials !== null}
      onClose={onClose}
      title={msg.instructionSent}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      {credentials && (
        <Stack gap="md">
          <Text size="sm">{msg.verificationInstructions.replace('{email}', credentials.email)}</Text>
          {outcome && (
            <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" loading={busy === 'resend'} onClick={() => resend(credentials)}>
              <Trans>Resend link</Trans>
            </Button>
            <Button loading={busy === 'verified'} onClick={() => checkVerified(credentials)}>
              <Trans>Email verified</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
