import { useCallback, useEffect, useRef, useState } from 'react';
import type { Outcome } from '../../lib/send.ts';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; data: T };

export interface Load<T> {
  state: LoadState<T>;
  /** Loads again from scratch (the Loader shows); for "Try again". */
  retry: () => void;
  /** Loads again behind the current data (after a change); keeps the data when the reload fails. */
  refetch: () => Promise<void>;
}

type Loader<T> = () => Promise<Outcome<T> | { ok: true; data: T }>;

/** Runs `load` on mount and whenever `key` changes; a stale answer (left page, new key) is dropped. */
export function useLoad<T>(load: Loader<T>, key: string): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest loader, so that callers may pass an inline function without reloading on every render.
  const latest = useRef(load);
  latest.current = load;
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt are the reasons to load again
  useEffect(() => {
    const mine = ++generation.current;
    setState({ status: 'loading' });
    void latest.current().then((outcome) => {
      if (mine !== generation.current) return;
      setState(
        outcome.ok
          ? { status: 'ready', data: outcome.data }
          : { status: 'failed', message: outcome.problem.message },
      );
    });
  }, [key, attempt]);

  useEffect(
    () => () => {
      // Unmounted: answers still on their way are dropped.
      generation.current += 1;
    },
    [],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refetch = useCallback(async () => {
    const mine = generation.current;
    const outcome = await latest.current();
    if (mine === generation.current && outcome.ok) setState({ status: 'ready', data: outcome.data });
  }, []);

  return { state, retry, refetch };
}
