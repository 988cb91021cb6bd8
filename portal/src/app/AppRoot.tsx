import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { rememberRedirect } from '../lib/redirect.ts';
import { onSessionExpired } from '../lib/sessionEvents.ts';

/** The root of every page: sends the user to the login page when the API ends the session. */
export function AppRoot() {
  const navigate = useNavigate();

  useEffect(
    () =>
      onSessionExpired(() => {
        const { pathname, search, hash } = window.location;
        rememberRedirect(`${pathname}${search}${hash}`);
        navigate('/login', {
          replace: true,
          state: { notice: 'Your session has ended. Please log in again.' },
        });
      }),
    [navigate],
  );

  return <Outlet />;
}
