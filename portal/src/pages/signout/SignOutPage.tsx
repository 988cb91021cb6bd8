import { Loader } from '@privacy-portal/ui/Loader';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { signOut } from '../../lib/signOut.ts';

/** /signout — ends the session, then shows the login page. */
export function SignOutPage() {
  const navigate = useNavigate();

  useEffect(() => {
    let current = true;
    void signOut().then(() => {
      if (current) navigate('/login', { replace: true, state: { notice: 'You have logged out.' } });
    });
    return () => {
      current = false;
    };
  }, [navigate]);

  return (
    <AuthLayout>
      <h1>Logging out</h1>
      <Loader block showLabel label="Ending your session…" />
    </AuthLayout>
  );
}
