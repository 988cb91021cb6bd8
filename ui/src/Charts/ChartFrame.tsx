import { type ReactNode, useId } from 'react';
import { Loader } from '../Loader/index.ts';
import a11y from '../theme/a11y.module.css';
import styles from './Charts.module.css';

/** One line, bar group or slice family of a chart. */
export interface ChartSeries<K extends string = string> {
  /** Field of each datum holding this series' numbers. */
  key: K;
  /** Name shown in the legend, tooltip and data table. */
  label: string;
  /** Any CSS colour; defaults to the theme palette (CSS variables, so both themes work). */
  color?: string;
}

/** Props every chart shares. */
export interface ChartBaseProps {
  /** Visible caption of the figure. */
  title: string;
  /** What a screen reader hears for the graphic; a sentence is built from the data when omitted. */
  summary?: string;
  /** Plot height in pixels; the width follows the container. */
  height?: number;
  /** Formats numbers in the tooltip, axis and data table. */
  valueFormatter?: (value: number) => string;
  /** Shows a loader instead of the chart. */
  loading?: boolean;
  /** Shown instead of the chart when there is no data; default 'No data to show'. */
  emptyMessage?: string;
}

/** Theme colours in series order; distinct enough to tell apart next to each other. */
export const palette = [
  'var(--pp-color-primary)',
  'var(--pp-color-success)',
  'var(--pp-color-warning)',
  'var(--pp-color-error)',
  'var(--pp-color-text-muted)',
  'var(--pp-color-info)',
];

export const colorAt = (index: number, color?: string) => color ?? palette[index % palette.length]!;

export const defaultFormat = (value: number) => value.toLocaleString();

/** Reads a field of a datum whose type the chart does not know. */
export const field = (datum: object, key: string): unknown => (datum as Record<string, unknown>)[key];

export const numberAt = (datum: object, key: string): number | null => {
  const value = field(datum, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** Axis styling shared by the cartesian charts (visx axes); colours only from tokens. */
export const axisStyle = {
  stroke: 'var(--pp-color-border)',
  hideTicks: true,
  tickLabelProps: { fill: 'var(--pp-color-text-muted)', fontSize: 12, fontFamily: 'inherit' },
} as const;

interface ChartFrameProps {
  title: string;
  summary: string;
  height: number;
  loading?: boolean;
  isEmpty: boolean;
  /** The charts' shared default lives here, so they all say the same. */
  emptyMessage?: string;
  /** Header row and body rows of the screen-reader table; each body row starts with its row header. */
  table: { head: string[]; rows: string[][] };
  children: ReactNode;
}

/**
 * The accessible shell of a chart: a figure with a caption, the drawing as one image named by the
 * summary (its SVG internals mean nothing to a screen reader), and the numbers in a visually hidden table.
 */
export function ChartFrame({
  title,
  summary,
  height,
  loading = false,
  isEmpty,
  emptyMessage = 'No data to show',
  table,
  children,
}: ChartFrameProps) {
  const titleId = useId();
  let content: ReactNode;
  if (loading) {
    content = (
      <div className={styles.placeholder} style={{ height }}>
        <Loader label={`Loading ${title}`} />
      </div>
    );
  } else if (isEmpty) {
    content = (
      <div className={styles.placeholder} style={{ height }}>
        <p className={styles.emptyText}>{emptyMessage}</p>
      </div>
    );
  } else {
    content = (
      <>
        <div role="img" aria-label={summary} className={styles.plot}>
          {children}
        </div>
        <table className={a11y.visuallyHidden}>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([header, ...cells], rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the data order and may repeat labels
              <tr key={rowIndex}>
                <th scope="row">{header}</th>
                {cells.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the column order
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    // aria-labelledby: not every accessibility tree names a figure from its figcaption.
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      {content}
    </figure>
  );
}
