import type { Schemas } from '@privacy-portal/sdk';
import { DonutChart } from '../../Charts/index.ts';
import { ConsentPanel } from '../../cookieConsent/ConsentPanel/ConsentPanel.tsx';
import type { CardLoad } from '../../cookieConsent/DashboardCards/DashboardCard.tsx';

type RequestStatus = Schemas['RequestStatus'];

export interface DsarStatusChartProps {
  /** Every request of the property by its status now, whatever the range (getDsarRequestChart's by_status). */
  load: CardLoad<Schemas['RequestChart']['by_status']>;
}

/** A request's status in words. */
export const DSAR_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  unverified: 'Unverified',
  new: 'New',
  in_progress: 'In progress',
  completed: 'Completed',
  rejected: 'Rejected',
  closed_unverified: 'Closed unverified',
};

/** Each status in one colour on every chart: open ones in blues and amber, closed ones green and red. */
export const DSAR_STATUS_COLORS: Readonly<Record<RequestStatus, string>> = {
  unverified: 'var(--pp-color-warning)',
  new: 'var(--pp-color-info)',
  in_progress: 'var(--pp-color-primary)',
  completed: 'var(--pp-color-success)',
  rejected: 'var(--pp-color-error)',
  closed_unverified: 'var(--pp-color-text-muted)',
};

const ORDER: readonly RequestStatus[] = [
  'unverified',
  'new',
  'in_progress',
  'completed',
  'rejected',
  'closed_unverified',
];

/** Where the property's requests stand now, whatever the period: a slice per status. */
export function DsarStatusChart({ load }: DsarStatusChartProps) {
  return (
    <ConsentPanel
      title="Requests by status"
      description="All requests as they stand now, whatever the period"
      load={load}
      isEmpty={(statuses) => statuses.every((s) => s.count === 0)}
      emptyMessage="No requests yet"
    >
      {(statuses) => {
        const counts = new Map(statuses.map((s) => [s.status, s.count]));
        return (
          <DonutChart
            title="Requests per status"
            labelHeader="Status"
            valueHeader="Requests"
            height={220}
            data={ORDER.map((status) => ({
              label: DSAR_STATUS_LABELS[status],
              value: counts.get(status) ?? 0,
              color: DSAR_STATUS_COLORS[status],
            }))}
          />
        );
      }}
    </ConsentPanel>
  );
}
