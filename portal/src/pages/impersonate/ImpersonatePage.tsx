import { Loader } from '@privacy-portal/ui/Loader';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { tokenStore } from '../../lib/api.ts';
import { HOME_PATH } from '../../lib/redirect.ts';
import { AuthLayout } from '../auth-layout/AuthLayout.tsx';

/** /login/impersonate?token= — staff open the portal as another user with a minted token. */
export function ImpersonatePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');

  useEffect(() => {
    if (!token) return;
    // portal-spec §2: the token is stored as the current user.
    tokenStore.set(token);
    navigate(HOME_PATH, { replace: true });
  }, [token, navigate]);

  if (token) {
    return (
      <AuthLayout>
        <h1>Opening the portal</h1>
        <Loader block showLabel label="Signing you in…" />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      footer={
        <p>
          <Link to="/login">Go to log in</Link>
        </p>
      }
    >
      <h1>This impersonation link is not valid</h1>
      <p>The link has no token. Create a new impersonation link and open it again.</p>
    </AuthLayout>
  );
}
