/** The visitor's "Sign in" and "Sign up" buttons in the top bar; they open the account dialogs. */
import { Button, Group } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { AuthDialogs } from './auth-dialogs';
import { authDialogAtom } from './auth-dialogs.atoms';

export function AuthButtons() {
  const open = useSetAtom(authDialogAtom);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="subtle" onClick={() => open('sign-in')}>
        Sign in
      </Button>
      <Button onClick={() => open('sign-up')}>Sign up</Button>
      <AuthDialogs />
    </Group>
  );
}
