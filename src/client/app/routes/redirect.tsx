/**
 * /redirect?to={path} (signed-in; a visitor signs in first, see RequireAuth): continues to `to`
 * when it is a path on this site (safeRedirect in guards.tsx), else home. Nothing else.
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../guards';

export default function RedirectRoute() {
  const [params] = useSearchParams();
  return <Navigate to={safeRedirect(params.get('to'))} replace />;
}
