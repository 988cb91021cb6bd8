import type { Schemas } from '@privacy-portal/sdk';
import { REQUEST_TYPES } from '@privacy-portal/sdk/dsar';
import { BarChart } from '../../Charts/index.ts';
import { ConsentPanel } from '../../cookieConsent/ConsentPanel/ConsentPanel.tsx';
import type { CardLoad } from '../../cookieConsent/DashboardCards/DashboardCard.tsx';

type RequestType = Schemas['RequestType'];

export interface DsarTypeChartProps {
  /** The range's requests by type (getDsarRequestChart's by_type). */
  load: CardLoad<Schemas['RequestChart']['by_type']>;
}

/** The request types as the team calls them: short enough for a chart's axis. */
export const REQUEST_TYPE_SHORT: Readonly<Record<RequestType, string>> = {
  access: 'Access',
  deletion: 'Deletion',
  correction: 'Correction',
  portability: 'Portability',
  opt_out: 'Opt-out',
  restriction: 'Restriction',
  objection: 'Objection',
};

/** What the requests of the range asked for: a bar per request type, every type shown (0 included). */
export function DsarTypeChart({ load }: DsarTypeChartProps) {
  return (
    <ConsentPanel
      title="Requests by type"
      load={load}
      isEmpty={(types) => types.every((t) => t.count === 0)}
      emptyMessage="No requests in this period yet"
    >
      {(types) => {
        const counts = new Map(types.map((t) => [t.request_type, t.count]));
        const data = REQUEST_TYPES.map((type) => ({
          type: REQUEST_TYPE_SHORT[type],
          count: counts.get(type) ?? 0,
        }));
        return (
          <BarChart
            title="Requests received per type"
            data={data}
            xKey="type"
            xLabel="Request type"
            allowDecimals={false}
            series={[{ key: 'count', label: 'Requests', color: 'var(--pp-color-primary)' }]}
            height={220}
          />
        );
      }}
    </ConsentPanel>
  );
}
