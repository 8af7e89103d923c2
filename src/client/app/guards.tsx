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

/**
 * Only a path on this site is followed after sign-in ("/" otherwise): an address on this origin
 * becomes its path; other origins, "//host" (however it is spelt), "javascript:", backslashes and
 * control characters or spaces (which browsers drop or read as slashes) are refused.
 */
export function safeRedirect(target: string | null): string {
  if (!target || /[\\\s\p{Cc}]/u.test(target)) return '/';
  const { origin } = window.location;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return '/';
  }
  // "/.//host" resolves to the path "//host", which a browser would read as another host.
  if (url.origin !== origin || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Guest-only pages (sign-in, sign-up) send a signed-in user on to where they were going. */
export function GuestOnly() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [params] = useSearchParams();
  if (signedIn && !params.get('key')) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}
