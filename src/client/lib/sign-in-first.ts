/**
 * The prompt a visitor gets for an action that needs an account (reactions, comments). The
 * notifications module is imported on demand: the shell loads it after the first paint anyway.
 */
import { msg } from '../../shared/messages';
import { translateMessage } from '../i18n/i18n';

export function signInFirst(): void {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ id: 'sign-in-first', message: translateMessage(msg.signInFirst), autoClose: 6000 }),
  );
}
