/**
 * The top bar's account dialogs: sign-in and sign-up share one modal (switching between them), and
 * the verification dialog follows a registration. Signing in keeps the visitor on the page.
 */
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthResult } from '../../../shared/schemas/auth';
import { authDialogAtom } from '../../lib/auth-dialogs';
import { SignInForm } from './sign-in-form';
import { type Credentials, SignUpForm } from './sign-up-form';
import { homeAfterVerification, startSession } from './start-session';
import { VerificationDialog } from './verification-dialog';

export function AuthDialogs() {
  const { t } = useLingui();
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const [pending, setPending] = useState<Credentials | null>(null);
  const navigate = useNavigate();
  const close = () => setDialog(null);

  async function signedIn(result: AuthResult) {
    close();
    await startSession(result);
  }

  async function verified(result: AuthResult) {
    setPending(null);
    await startSession(result);
    await navigate(homeAfterVerification(result));
  }

  function registered(credentials: Credentials) {
    close();
    setPending(credentials);
  }

  return (
    <>
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog === 'sign-up' ? t`Sign up` : t`Sign in`}
        centered
      >
        {dialog === 'sign-in' && (
          <SignInForm onSignedIn={signedIn} onCreateAccount={() => setDialog('sign-up')} onLeave={close} />
        )}
        {dialog === 'sign-up' && (
          <SignUpForm onRegistered={registered} onSignedIn={signedIn} onSignIn={() => setDialog('sign-in')} />
        )}
      </Modal>
      <VerificationDialog credentials={pending} onClose={() => setPending(null)} onVerified={verified} />
    </>
  );
}
