import { useSyncExternalStore } from 'react';

export interface OnDemand<T> {
  /** Starts the download once; a failed one (offline for a moment) is tried again on the next call. */
  load(): void;
  /** What has arrived, or null: every user re-renders when it does. */
  use(): T | null;
}

/**
 * A piece of code fetched on first use and shared by every place that asks for it: one download for
 * all the Selects, or all the row menus, of a page.
 */
export function onDemand<T>(fetch: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let requested = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => loaded;
  return {
    load() {
      if (requested) return;
      requested = true;
      fetch().then(
        (value) => {
          loaded = value;
          for (const listener of listeners) listener();
        },
        () => {
          requested = false;
        },
      );
    },
    use: () => useSyncExternalStore(subscribe, current, current),
  };
}
