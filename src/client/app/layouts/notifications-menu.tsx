/**
 * The bell in the default layout's top bar (users with a portfolio, spec 2.7). When a notification fetch shows the session is over
 * (token_not_valid), the user is signed out and sent to /login.
 */
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { logOut } from '../../features/auth/sign-out';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { userAtom } from '../../lib/session';

export function NotificationsMenu() {
  const username = useAtomValue(userAtom)?.username ?? '';
  const navigate = useNavigate();
  const endSession = () => void logOut().then(() => navigate('/login', { replace: true }));
  return <NotificationBell username={username} onSessionEnded={endSession} />;
}
