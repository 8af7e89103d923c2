/** /mylabs, the "My labs" app shortcut: the signed-in user's lab space, or sign-in first. */
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { userAtom } from '../../lib/session';

export default function MyLabsRoute() {
  const user = useAtomValue(userAtom);
  const to = user ? `/${encodeURIComponent(user.username)}/labspace/` : '/login?redirect=%2Fmylabs';
  return <Navigate to={to} replace />;
}
