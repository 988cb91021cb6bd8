import dataTable from '../../DataTable/DataTable.module.css';

interface SkeletonRowsProps {
  columns: number;
  /** How many placeholder rows; five fill the first screen of a list. */
  rows?: number;
}

/** Placeholder rows while a table's rows are on their way (the table itself is marked busy). */
export function SkeletonRows({ columns, rows = 5 }: SkeletonRowsProps) {
  return Array.from({ length: rows }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <tr key={i} className={dataTable.skeletonRow}>
      {Array.from({ length: columns }, (_, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <td key={j}>
          <span className={dataTable.skeleton} aria-hidden="true" />
        </td>
      ))}
    </tr>
  ));
}
