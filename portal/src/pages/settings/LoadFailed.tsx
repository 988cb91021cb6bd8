import { Loader } from '@privacy-portal/ui/Loader';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import type { Load } from './useLoad.ts';

// LoadFailed lives in components/ now; kept here for the pages still on useLoad (billing).
export { LoadFailed };

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
