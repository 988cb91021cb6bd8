import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.ts';
import styles from './Badge.module.css';

export interface BadgeProps {
  /** Colour meaning: neutral (default), info, success, warning or error. */
  tone?: 'neutral' | 'info' | 'success' | 'warning' | 'error';
  /** Short text, e.g. '2 Months Free' or 'Active'. */
  children?: ReactNode;
  /** A number shown in a pill after the text (or alone without text). */
  count?: number;
  /** Counts above this show as `max+`. */
  max?: number;
  /** Icon before the text. */
  icon?: IconName;
}

/** A small inline status label; the text carries the meaning, the colour only supports it. */
export function Badge({ tone = 'neutral', children, count, max = 99, icon }: BadgeProps) {
  const shownCount = count === undefined ? null : count > max ? `${max}+` : String(count);
  return (
    <span className={[styles.badge, styles[tone], children ? '' : styles.countOnly].join(' ')}>
      {icon ? <Icon name={icon} size={14} /> : null}
      {children ? <span className={styles.text}>{children}</span> : null}
      {shownCount !== null ? <span className={styles.count}>{shownCount}</span> : null}
    </span>
  );
}
