import type { ReactNode } from 'react';
import { Button } from '../../Button/index.ts';
import a11y from '../../theme/a11y.module.css';
import styles from './ListTable.module.css';

interface BulkBarProps {
  count: number;
  /** The selected rows in words for the group's name, e.g. '3 cookies'. */
  words: string;
  busy: boolean;
  onClear: () => void;
  /** The module's own actions. */
  children: ReactNode;
}

/** The bar over a list while rows are selected: how many, the module's actions, and clearing them. */
export function BulkBar({ count, words, busy, onClear, children }: BulkBarProps) {
  return (
    // A group, so a screen reader hears what the controls act on when it enters the bar.
    <fieldset className={styles.bulkBar}>
      <legend className={a11y.visuallyHidden}>Actions on {words} selected</legend>
      <span className={styles.bulkCount}>{count.toLocaleString('en')} selected</span>
      {children}
      <Button size="sm" variant="ghost" onPress={onClear} isDisabled={busy}>
        Clear selection
      </Button>
    </fieldset>
  );
}
