import type { ReactNode } from 'react';
import { Checkbox } from '../../Checkbox/index.ts';
import a11y from '../../theme/a11y.module.css';
import styles from './ListTable.module.css';
import type { RowSelection } from './rowSelection.ts';

interface SelectAllHeaderProps {
  selection: RowSelection;
  rowCount: number;
  loading: boolean;
  /** What a screen reader hears, e.g. 'Select all 3 cookies'. */
  label: ReactNode;
}

/** The header cell that selects every row shown (mixed while only some are). */
export function SelectAllHeader({ selection, rowCount, loading, label }: SelectAllHeaderProps) {
  const count = selection.chosen.length;
  return (
    <th scope="col" className={styles.selectCell}>
      <Checkbox
        isSelected={rowCount > 0 && count === rowCount}
        isIndeterminate={count > 0 && count < rowCount}
        isDisabled={loading || rowCount === 0}
        onChange={selection.toggleAll}
      >
        <span className={a11y.visuallyHidden}>{label}</span>
      </Checkbox>
    </th>
  );
}

interface SelectRowCellProps {
  isSelected: boolean;
  onToggle: (on: boolean) => void;
  /** What a screen reader hears, e.g. 'Select _ga (.shop.test)'. */
  label: ReactNode;
}

/** A row's own checkbox cell. */
export function SelectRowCell({ isSelected, onToggle, label }: SelectRowCellProps) {
  return (
    <td className={styles.selectCell}>
      <Checkbox isSelected={isSelected} onChange={onToggle}>
        <span className={a11y.visuallyHidden}>{label}</span>
      </Checkbox>
    </td>
  );
}
