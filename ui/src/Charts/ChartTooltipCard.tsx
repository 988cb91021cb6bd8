import { TooltipWithBounds } from '@visx/tooltip';
import type { TooltipState } from './ChartParts.tsx';
import styles from './Charts.module.css';

/** The hover card itself (ChartParts' ChartTooltip loads it on the first hover). */
export function ChartTooltipCard({ tooltip }: { tooltip: TooltipState }) {
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
