import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../lib/redirect.ts';
import { endImpersonation } from '../session/impersonation.ts';
import { useSession } from '../session/SessionProvider.tsx';
import styles from './ShellLayout.module.css';

/**
 * While platform staff view the portal as a user: who is seen, by whom, that it is read-only, and a
 * way back (the impersonation's session is revoked; the staff member's own session returns if kept).
 */
export function ImpersonationBanner() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  if (!user?.impersonated_by) return null;

  async function end() {
    setEnding(true);
    const outcome = await endImpersonation();
    if (outcome === 'restored') navigate(HOME_PATH, { replace: true });
    else navigate('/login', { replace: true, state: { notice: 'The impersonation has ended.' } });
  }

  return (
    <section className={styles.impersonation} aria-label="Impersonation">
      <Alert
        tone="warning"
        title={`You are viewing as ${user.email} — impersonated by ${user.impersonated_by}`}
      >
        <p className={styles.impersonationText}>
          This session is read-only: changes are refused.{' '}
          <Button size="sm" variant="secondary" onPress={() => void end()} loading={ending}>
            End impersonation
          </Button>
        </p>
      </Alert>
    </section>
  );
}
