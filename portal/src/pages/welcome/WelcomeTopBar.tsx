import { Button } from '@privacy-portal/ui/Button';
import { useNavigate } from 'react-router-dom';
import styles from './Welcome.module.css';

/** The welcome page's own slim bar: the shell hides its header and footer here (portal-spec §2). */
export function WelcomeTopBar({ userName }: { userName: string | null }) {
  const navigate = useNavigate();
  return (
    <header className={styles.topBar}>
      <p className={styles.brand}>
        <span className={styles.brandMark} aria-hidden="true" />
        Privacy Portal
      </p>
      <div className={styles.topBarUser}>
        {/* app-header-name: the e2e tests read the user's name by this class. */}
        {userName ? <span className={`${styles.userName} app-header-name`}>{userName}</span> : null}
        <Button variant="secondary" size="sm" onPress={() => navigate('/signout')}>
          Log out
        </Button>
      </div>
    </header>
  );
}
