import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isLoggedIn } from '../lib/api.ts';
import { rememberRedirect } from '../lib/redirect.ts';

/** Pages below this route need a login; without a token the visitor goes to /login and comes back after. */
export function RequireAuth() {
  const location = useLocation();
  if (!isLoggedIn()) {
    rememberRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
