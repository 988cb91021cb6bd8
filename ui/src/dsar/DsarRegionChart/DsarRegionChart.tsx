import type { Schemas } from '@privacy-portal/sdk';
import { BarChart } from '../../Charts/index.ts';
import { ConsentPanel } from '../../cookieConsent/ConsentPanel/ConsentPanel.tsx';
import { countryName, formatRate, share } from '../../cookieConsent/ConsentPanel/format.ts';
import type { CardLoad } from '../../cookieConsent/DashboardCards/DashboardCard.tsx';
import { RankedTable } from '../../module/RankedTable/index.ts';
import styles from './DsarRegionChart.module.css';

type RegionCount = Schemas['RegionCount'];

export interface DsarRegionChartProps {
  /** The range's requests by country, and by state in the United States (getDsarRequestsByRegion). */
  load: CardLoad<readonly RegionCount[]>;
  /** The states' names by code ('US-CA' → 'California'); a state without one shows its code. */
  stateNames?: Readonly<Record<string, string>>;
  /** Rows of the table before 'Show all' (default 10). */
  initialRows?: number;
}

/** The bars drawn: the places with the most requests. */
const MAX_BARS = 8;

/** 'US-CA' for a state, 'DE' for a country: short enough for the chart's axis. */
const regionCode = (r: RegionCount) => (r.state ? `${r.country}-${r.state}` : r.country);

/** 'California, United States'; 'United States (no state given)'; 'Germany'. */
export function regionLabel(region: RegionCount, stateNames: Readonly<Record<string, string>> = {}): string {
  const country = countryName(region.country);
  if (region.state) return `${stateNames[regionCode(region)] ?? region.state}, ${country}`;
  return region.country === 'US' ? `${country} (no state given)` : country;
}

/**
 * Where the requests came from (/ccpa/chart/state): the places with the most requests as bars, and
 * every place in a table with its share, most first; the United States by state, as the US laws differ.
 */
export function DsarRegionChart({ load, stateNames = {}, initialRows = 10 }: DsarRegionChartProps) {
  return (
    <ConsentPanel
      title="Requests by state or country"
      description="Received in the period; the United States by state"
      load={load}
      isEmpty={(regions) => regions.length === 0}
      emptyMessage="No requests in this period yet"
    >
      {(regions) => {
        const sorted = [...regions].sort(
          (a, b) => b.count - a.count || regionCode(a).localeCompare(regionCode(b)),
        );
        const total = sorted.reduce((sum, r) => sum + r.count, 0);
        return (
          <div className={styles.layout}>
            <BarChart
              title={`Top ${Math.min(MAX_BARS, sorted.length)} places`}
              data={sorted.slice(0, MAX_BARS).map((r) => ({ region: regionCode(r), count: r.count }))}
              xKey="region"
              xLabel="Place"
              allowDecimals={false}
              series={[{ key: 'count', label: 'Requests', color: 'var(--pp-color-primary)' }]}
              height={220}
            />
            <RankedTable
              caption="Requests by state or country"
              columns={['Place', 'Requests', 'Share']}
              noun="places"
              initialRows={initialRows}
              rows={sorted.map((r) => ({
                key: regionCode(r),
                head: (
                  <>
                    {regionLabel(r, stateNames)} <span className={styles.code}>{regionCode(r)}</span>
                  </>
                ),
                cells: [r.count.toLocaleString('en'), formatRate(share(r.count, total))],
              }))}
            />
          </div>
        );
      }}
    </ConsentPanel>
  );
}
