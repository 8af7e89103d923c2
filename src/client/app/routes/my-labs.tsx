/**
 * /mylabs, the "My labs" app shortcut: the signed-in user's lab space. Labs live on a portfolio, so a
 * user without one creates it first; a visitor signs in first and comes back here.
 */
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { hasPortfolioAtom, userAtom } from '../../lib/session';

export default function MyLabsRoute() {
  const user = useAtomValue(userAtom);
  const hasPortfolio = useAtomValue(hasPortfolioAtom);
  let to = '/login?redirect=%2Fmylabs';
  if (user) to = hasPortfolio ? `/${encodeURIComponent(user.username)}/labspace/` : '/upload/website';
  return <Navigate to={to} replace />;
}
