import { TooltipWithBounds } from '@visx/tooltip';
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

/**
 * The hover card over the plot. It repeats what the data table already gives screen readers, so it
 * is hidden from them (the figure's image is named by its summary).
 */
export function ChartTooltip({ tooltip }: { tooltip: TooltipState | null }) {
  if (!tooltip) return null;
  return (
    <TooltipWithBounds
      left={tooltip.left}
      top={tooltip.top}
      unstyled
      applyPositionStyle
      className={styles.tooltip}
      aria-hidden="true"
    >
      {tooltip.title ? <p className={styles.tooltipTitle}>{tooltip.title}</p> : null}
      <ul className={styles.tooltipItems}>
        {tooltip.items.map((item) => (
          <li key={item.label} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: item.color }} />
            <span>
              {item.label}: {item.value}
            </span>
          </li>
        ))}
      </ul>
    </TooltipWithBounds>
  );
}
