/** The prompt a visitor gets for an action that needs an account (reactions, comments). */
import { notifications } from '@mantine/notifications';
import { msg } from '../../../../shared/messages';

export function signInFirst(): void {
  notifications.show({ id: 'sign-in-first', message: msg.signInFirst, autoClose: 6000 });
}
