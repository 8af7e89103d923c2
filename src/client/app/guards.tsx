/** Route guards (spec 4.9): pages needing a login send visitors to /login?redirect=<where they were>. */
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { isAuthenticatedAtom } from '../lib/session';

export function RequireAuth() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return <Outlet />;
}

/** Only a safe, same-site path is followed after sign-in. */
export const safeRedirect = (target: string | null): string =>
  target?.startsWith('/') && !target.startsWith('//') ? target : '/';

/** Guest-only pages (sign-in, sign-up) send a signed-in user on to where they were going. */
export function GuestOnly() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [params] = useSearchParams();
  if (signedIn && !params.get('key')) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}
