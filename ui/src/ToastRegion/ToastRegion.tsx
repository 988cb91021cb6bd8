import type { ReactNode } from 'react';
import { Alert, type AlertTone } from '../Alert/index.ts';
import styles from './ToastRegion.module.css';

export interface Toast {
  /** Stable key; passed back to `onDismiss`. */
  id: string;
  tone: AlertTone;
  title?: string;
  message: ReactNode;
  /** Milliseconds before it dismisses itself; falls back to the region's `durationMs`. 0 keeps it. */
  durationMs?: number;
}

export interface ToastRegionProps {
  /** The toasts to show, oldest first. The parent removes one when `onDismiss` fires. */
  toasts: Toast[];
  /** A toast was dismissed by its button or ran out of time. */
  onDismiss: (id: string) => void;
  /** Default auto-dismiss time; the spec's alerts go after 5000 ms. */
  durationMs?: number;
  /** Accessible name of the region. */
  label?: string;
  /** Accessible name of each dismiss button. */
  dismissLabel?: string;
  /** Where the stack floats; 'inline' keeps it in the page flow. */
  placement?: 'top-end' | 'bottom-end' | 'inline';
}

/** A polite live region stacking alerts that each dismiss themselves after their duration. */
export function ToastRegion({
  toasts,
  onDismiss,
  durationMs = 5000,
  label = 'Notifications',
  dismissLabel,
  placement = 'top-end',
}: ToastRegionProps) {
  return (
    // The region stays mounted while empty so screen readers already watch it when a toast arrives.
    <section aria-label={label} aria-live="polite" className={`${styles.region} ${styles[placement]}`}>
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          tone={toast.tone}
          title={toast.title}
          durationMs={toast.durationMs ?? durationMs}
          dismissLabel={dismissLabel}
          onDismiss={() => onDismiss(toast.id)}
        >
          {toast.message}
        </Alert>
      ))}
    </section>
  );
}
