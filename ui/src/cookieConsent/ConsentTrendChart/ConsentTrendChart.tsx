import type { Schemas } from '@privacy-portal/sdk';
import { BarChart, LineChart } from '../../Charts/index.ts';
import { ConsentPanel } from '../ConsentPanel/ConsentPanel.tsx';
import { formatShortDay } from '../ConsentPanel/format.ts';
import type { CardLoad } from '../DashboardCards/DashboardCard.tsx';
import styles from './ConsentTrendChart.module.css';

export interface ConsentTrendChartProps {
  /** One row per day of the range (getConsentActivity). */
  load: CardLoad<Schemas['ConsentDay'][]>;
}

/** The three choices in the colours every dashboard chart gives them: accepting, rejecting, choosing. */
export const CHOICE_COLORS = {
  accept_all: 'var(--pp-color-success)',
  reject_all: 'var(--pp-color-error)',
  custom: 'var(--pp-color-primary)',
} as const;

export const CHOICE_LABELS = {
  accept_all: 'Accept all',
  reject_all: 'Reject all',
  custom: 'Custom',
} as const;

/** Bars never get so thin that their day labels collide: at most this many labels on the axis. */
const MAX_DAY_LABELS = 8;

/**
 * Consents over time: a bar per day stacked by choice, and the pageviews of the same days under it, so
 * a dip in consents can be told from a dip in visits. Each chart has its numbers in a table for
 * screen readers.
 */
export function ConsentTrendChart({ load }: ConsentTrendChartProps) {
  return (
    <ConsentPanel
      title="Consents over time"
      description="Each day's choices on the banner, and the pageviews of the days"
      load={load}
      isEmpty={(days) => days.every((d) => d.consents === 0 && d.pageviews === 0)}
    >
      {(days) => {
        const rows = days.map((d) => ({ ...d, label: formatShortDay(d.day) }));
        return (
          <div className={styles.charts}>
            <BarChart
              title="Consents per day by choice"
              data={rows}
              xKey="label"
              xLabel="Day"
              stacked
              allowDecimals={false}
              maxXTicks={MAX_DAY_LABELS}
              series={(['accept_all', 'reject_all', 'custom'] as const).map((key) => ({
                key,
                label: CHOICE_LABELS[key],
                color: CHOICE_COLORS[key],
              }))}
              height={260}
            />
            <LineChart
              title="Pageviews per day"
              data={rows}
              xKey="label"
              xLabel="Day"
              allowDecimals={false}
              maxXTicks={MAX_DAY_LABELS}
              series={[{ key: 'pageviews', label: 'Pageviews', color: 'var(--pp-color-info)' }]}
              height={160}
            />
          </div>
        );
      }}
    </ConsentPanel>
  );
}
