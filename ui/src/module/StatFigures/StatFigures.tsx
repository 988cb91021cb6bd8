import type { ReactNode } from 'react';
import styles from './StatFigures.module.css';

/** A dashboard's headline figures as one description list (people read the numbers, not shapes). */
export function StatFigures({ children }: { children: ReactNode }) {
  return <dl className={styles.figures}>{children}</dl>;
}

interface StatFigureProps {
  label: string;
  value: string;
  /** What the figure counts, or a link to those records. */
  hint: ReactNode;
  /** A figure that needs attention gets a coloured edge. */
  tone?: 'error' | 'warning' | undefined;
}

export function StatFigure({ label, value, hint, tone }: StatFigureProps) {
  return (
    <div className={styles.figure} data-tone={tone}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      <dd className={styles.hint}>{hint}</dd>
    </div>
  );
}
