/**
 * /verify (guest-only): with `?key=` it confirms an e-mail address; without, it is the sign-up page,
 * followed by the verification dialog.
 */
import { useLingui } from '@lingui/react/macro';
import { Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import type { AuthResult } from '../../../shared/schemas/auth';
import { type Credentials, SignUpForm } from '../../features/auth/sign-up-form';
import { homeAfterVerification, startSession } from '../../features/auth/start-session';
import { VerificationDialog } from '../../features/auth/verification-dialog';
import { VerifyEmailKey } from '../../features/auth/verify-email-key';
import { useTitle } from '../../lib/use-title';

export default function VerifyRoute() {
  const [params] = useSearchParams();
  const key = params.get('key');
  const { t } = useLingui();
  const title = key ? t`Verify e-mail` : t`Sign up`;
  useTitle(title);
  return (
    <Paper maw={FORM_MAX_WIDTH} mx="auto" my="xl" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      {key ? <VerifyEmailKey emailKey={key} /> : <SignUpPage />}
    </Paper>
  );
}

function SignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Credentials | null>(null);

  /**
   * GuestOnly moves a signed-in user to `redirect`, so first point it where a new user goes (committed
   * at once with flushSync, not as a transition), then sign in.
   */
  async function verified(result: AuthResult) {
    const next = new URLSearchParams({ redirect: homeAfterVerification(result) });
    await navigate({ search: next.toString() }, { replace: true, flushSync: true });
    await startSession(result);
  }

  return (
    <>
      <SignUpForm
        onRegistered={setPending}
        onSignedIn={startSession}
        onSignIn={() => navigate({ pathname: '/login', search: params.toString() })}
      />
      <VerificationDialog credentials={pending} onClose={() => setPending(null)} onVerified={verified} />
    </>
  );
}
