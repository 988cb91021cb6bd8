import { useId } from 'react';
import { Icon } from '../Icon/index.ts';
import { Loader } from '../Loader/index.ts';
import a11y from '../theme/a11y.module.css';
import type { ComparisonColumn, ComparisonRow, ComparisonValue } from './columns.ts';
import styles from './FeatureComparisonTable.module.css';

export interface FeatureComparisonTableProps {
  /** The tier columns, in order (see BUNDLE_COMPARISON_COLUMNS and CUSTOM_COMPARISON_COLUMNS). */
  columns: readonly ComparisonColumn[];
  /** One row per feature. */
  rows: readonly ComparisonRow[];
  /** Caption and accessible name of the table. */
  caption?: string;
  /** Shows the caption visually; inside a titled modal it is usually hidden (still announced). */
  showCaption?: boolean;
  /** Heading of the feature column. */
  featureHeading?: string;
  /** The comparison is loading. */
  loading?: boolean;
  /** Text when there are no rows. */
  emptyText?: string;
}

function Cell({ value }: { value: ComparisonValue }) {
  if (value === true || value === 'YES') {
    return (
      <span className={styles.yes}>
        <Icon name="check" size={16} />
        YES
      </span>
    );
  }
  if (value === false || value === 'NO') return <span className={styles.no}>NO</span>;
  if (value === null || value === undefined || value === '') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className={a11y.visuallyHidden}>Not listed</span>
      </>
    );
  }
  return <>{String(value)}</>;
}

/** The Feature Comparison table: YES, NO or a text per tier (calls-billing-spec §2 "View Comparison"). */
export function FeatureComparisonTable({
  columns,
  rows,
  caption = 'Feature Comparison',
  showCaption = false,
  featureHeading = 'Features',
  loading = false,
  emptyText = 'No features to compare.',
}: FeatureComparisonTableProps) {
  const captionId = useId();
  if (loading) return <Loader block label="Loading feature comparison" />;
  if (rows.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    // Focusable so a keyboard user can scroll a table wider than its container.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard
    <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={showCaption ? styles.caption : a11y.visuallyHidden}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.featureHead}>
              {featureHeading}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.featureName}>
              <th scope="row" className={styles.feature}>
                {row.featureName}
              </th>
              {columns.map((column) => (
                <td key={column.key}>
                  <Cell value={row[column.key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
