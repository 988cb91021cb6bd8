import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.ts';
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

const icons: Record<AlertTone, IconName> = {
  success: 'check-circle',
  info: 'info',
  warning: 'warning',
  error: 'error',
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
      <Icon name={icons[tone]} className={styles.icon} />
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
