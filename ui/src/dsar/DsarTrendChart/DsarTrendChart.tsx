import type { Schemas } from '@privacy-portal/sdk';
import { LineChart } from '../../Charts/index.ts';
import { ConsentPanel } from '../../cookieConsent/ConsentPanel/ConsentPanel.tsx';
import { formatShortDay } from '../../cookieConsent/ConsentPanel/format.ts';
import type { CardLoad } from '../../cookieConsent/DashboardCards/DashboardCard.tsx';

export interface DsarTrendChartProps {
  /** One row per day of the range (getDsarRequestChart's over_time). */
  load: CardLoad<Schemas['RequestChart']['over_time']>;
}

/** At most this many day labels on the axis, so that 90 days do not collide. */
const MAX_DAY_LABELS = 8;

/**
 * Requests over time: what came in and what was answered (completed or rejected) each day, so a
 * backlog shows as received running above closed. The numbers are also in a table for screen readers.
 */
export function DsarTrendChart({ load }: DsarTrendChartProps) {
  return (
    <ConsentPanel
      title="Requests over time"
      description="Received and closed (completed or rejected) each day"
      load={load}
      isEmpty={(days) => days.every((d) => d.received === 0 && d.closed === 0)}
      emptyMessage="No requests in this period yet"
    >
      {(days) => (
        <LineChart
          title="Requests per day"
          data={days.map((d) => ({ ...d, label: formatShortDay(d.day) }))}
          xKey="label"
          xLabel="Day"
          allowDecimals={false}
          maxXTicks={MAX_DAY_LABELS}
          series={[
            { key: 'received', label: 'Received', color: 'var(--pp-color-primary)' },
            { key: 'closed', label: 'Closed', color: 'var(--pp-color-success)' },
          ]}
          height={240}
        />
      )}
    </ConsentPanel>
  );
}
