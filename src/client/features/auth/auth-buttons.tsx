/**
 * The visitor's "Sign in" and "Sign up" buttons in the top bar; they open the account dialogs, whose
 * code loads on the first click so the first page stays light.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { authDialogAtom } from '../../lib/auth-dialogs';
import { useLatch } from '../../lib/use-latch';

const AuthDialogs = lazy(() => import('./auth-dialogs').then((m) => ({ default: m.AuthDialogs })));

export function AuthButtons() {
  const [dialog, open] = useAtom(authDialogAtom);
  const wanted = useLatch(dialog !== null);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="subtle" onClick={() => open('sign-in')}>
        <Trans>Sign in</Trans>
      </Button>
      <Button onClick={() => open('sign-up')}>
        <Trans>Sign up</Trans>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
    </Group>
  );
}
