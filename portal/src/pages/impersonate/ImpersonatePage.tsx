import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { tokenStore } from '../../lib/api.ts';
import { HOME_PATH } from '../../lib/redirect.ts';

/** /login/impersonate?token= — staff open the portal as another user with a minted token. */
export function ImpersonatePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');

  useEffect(() => {
    if (!token) return;
    tokenStore.set(token);
    navigate(HOME_PATH, { replace: true });
  }, [token, navigate]);

  if (token) {
    return (
      <AuthLayout>
        <h1>Opening the portal</h1>
        <p role="status" className="loading">
          Signing you in…
        </p>
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
