import { lazy, Suspense } from 'react';
import styles from './Charts.module.css';

/** One coloured entry of a legend or a tooltip. */
export interface ChartKey {
  label: string;
  color: string;
  /** The formatted value, in a tooltip. */
  value?: string;
}

/** The series names in text colour next to their swatch: series colours alone may lack contrast as text. */
export function ChartLegend({ items }: { items: ChartKey[] }) {
  return (
    <ul className={styles.legend}>
      {items.map((item) => (
        <li key={item.label} className={styles.legendItem}>
          <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
          <span className={styles.legendText}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the pointer is over. */
export interface TooltipState {
  left: number;
  top: number;
  title?: string;
  items: ChartKey[];
}

// The card and its positioning (visx's tooltip, which measures its bounds) load on the first hover.
const ChartTooltipCard = lazy(() =>
  import('./ChartTooltipCard.tsx').then((m) => ({ default: m.ChartTooltipCard })),
);

/**
 * The hover card over the plot. It repeats what the data table already gives screen readers, so it
 * is hidden from them (the figure's image is named by its summary). Only the pointer asks for it, so
 * it is fetched on the first hover rather than with the chart.
 */
export function ChartTooltip({ tooltip }: { tooltip: TooltipState | null }) {
  if (!tooltip) return null;
  return (
    <Suspense fallback={null}>
      <ChartTooltipCard tooltip={tooltip} />
    </Suspense>
  );
}
