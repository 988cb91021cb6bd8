import type { ReactNode } from 'react';
import styles from './FilterBar.module.css';

interface FilterBarProps {
  /** What the group of fields is, for screen readers and on screen. */
  legend: string;
  /** The fields (each in a `filterBar.field` box) and the actions (`filterBar.actions`). */
  children: ReactNode;
}

/** The filters over a module's list, as one named group. */
export function FilterBar({ legend, children }: FilterBarProps) {
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
