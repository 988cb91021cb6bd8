import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Loader } from '@privacy-portal/ui/Loader';
import styles from './settings.module.css';
import type { Load } from './useLoad.ts';

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

interface LoadPendingProps<T> {
  load: Load<T>;
  /** The loader's label, e.g. "Loading the team". */
  loadingLabel: string;
  /** What could not be loaded, for LoadFailed. */
  what: string;
}

/** Until `load` is ready: the loader, or the failure with Try again. Nothing once the data is there. */
export function LoadPending<T>({ load, loadingLabel, what }: LoadPendingProps<T>) {
  if (load.state.status === 'loading') return <Loader block label={loadingLabel} />;
  if (load.state.status === 'failed') {
    return <LoadFailed what={what} message={load.state.message} onRetry={load.retry} />;
  }
  return null;
}
