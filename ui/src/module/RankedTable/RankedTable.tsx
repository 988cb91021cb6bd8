import { type ReactNode, useState } from 'react';
import { Button } from '../../Button/index.ts';
import listTable from '../ListTable/ListTable.module.css';
import styles from './RankedTable.module.css';

export interface RankedRow {
  key: string;
  /** The row's header cell: the place, the source, the category. */
  head: ReactNode;
  /** The figures, as they read (counts, shares, rates). */
  cells: readonly string[];
}

export interface RankedTableProps {
  caption: string;
  /** The header cell's column, then the figures' columns. */
  columns: readonly [string, ...string[]];
  /** Ranked already, most first. */
  rows: readonly RankedRow[];
  /** What the rows are, in 'Show all 12 countries'. */
  noun: string;
  /** Rows shown before 'Show all' (default 10). */
  initialRows?: number;
}

/**
 * A ranking as a table (where consents or requests came from, and the like): the first rows, and all of
 * them on request; the figures aligned at the end in tabular digits. Also a chart's text alternative.
 */
export function RankedTable({ caption, columns, rows, noun, initialRows = 10 }: RankedTableProps) {
  const [all, setAll] = useState(false);
  const [first, ...figures] = columns;
  const shown = all ? rows : rows.slice(0, initialRows);
  return (
    <div className={styles.wrap}>
      <div className={listTable.scroller}>
        <table className={listTable.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{first}</th>
              {figures.map((f) => (
                <th key={f} scope="col" className={styles.number}>
                  {f}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.head}</th>
                {r.cells.map((c, i) => (
                  <td key={figures[i] ?? i} className={styles.number}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > initialRows ? (
        <Button variant="ghost" size="sm" onPress={() => setAll(!all)}>
          {all ? `Show the first ${initialRows}` : `Show all ${rows.length} ${noun}`}
        </Button>
      ) : null}
    </div>
  );
}
