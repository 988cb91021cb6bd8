import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import styles from './LoadFailed.module.css';

interface LoadFailedProps {
  /** What could not be loaded, e.g. "the company details". */
  what: string;
  message: string;
  onRetry: () => void;
}

/** A failed load: the server's reason and a way to try again. */
export function LoadFailed({ what, message, onRetry }: LoadFailedProps) {
  return (
    <Alert tone="error" title={`We could not load ${what}`}>
      <p className={styles.muted}>{message}</p>
      <div className={styles.retry}>
        <Button variant="secondary" size="sm" onPress={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
