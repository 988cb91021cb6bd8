import type { AlertTone } from '@privacy-portal/ui/Alert';
import { type Toast, ToastRegion } from '@privacy-portal/ui/ToastRegion';
import { type ReactNode, useCallback, useRef, useState } from 'react';

export interface Toasts {
  /** Shows a message that goes away by itself after 5 s (the spec's alert time). */
  notify: (message: ReactNode, tone?: AlertTone) => void;
  /** The live region; render it once in the page. */
  region: ReactNode;
}

/** Success (and other) messages after an action, announced politely. */
export function useToasts(): Toasts {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const notify = useCallback((message: ReactNode, tone: AlertTone = 'success') => {
    next.current += 1;
    const id = `toast-${next.current}`;
    setToasts((list) => [...list, { id, tone, message }]);
  }, []);
  const region = (
    <ToastRegion toasts={toasts} onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))} />
  );
  return { notify, region };
}
