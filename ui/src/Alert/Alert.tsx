import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import styles from './Alert.module.css';

export type AlertTone = 'success' | 'info' | 'warning' | 'error';

export interface AlertProps {
  /** success: green, info: blue, warning: amber, error: red. */
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: string;
  /** The message. */
  children: ReactNode;
  /** Fires from the dismiss button and when `durationMs` runs out. Without it there is no dismiss button. */
  onDismiss?: () => void;
  /** Auto-dismiss after this many milliseconds (the spec uses 5000). Omit or 0 to stay until dismissed. */
  durationMs?: number;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
}

const paths: Record<AlertTone, string> = {
  success: 'M6.5 10.5l2.5 2.5 4.5-5',
  info: 'M10 9v5M10 6.25v.5',
  warning: 'M10 6v5M10 13.75v.5',
  error: 'M7 7l6 6m0-6l-6 6',
};

/** A message box. Errors use role 'alert' (announced at once), the other tones role 'status' (polite). */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  durationMs,
  dismissLabel = 'Dismiss',
}: AlertProps) {
  // An effect event keeps the timer from restarting when the parent passes a new callback on each render.
  const dismiss = useEffectEvent(() => onDismiss?.());
  useEffect(() => {
    if (!durationMs || durationMs <= 0) return;
    const timer = setTimeout(dismiss, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);

  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d={paths[tone]} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
      </div>
      {onDismiss ? (
        <AriaButton className={styles.dismiss} aria-label={dismissLabel} onPress={onDismiss}>
          <Icon name="close" size={14} />
        </AriaButton>
      ) : null}
    </div>
  );
}
