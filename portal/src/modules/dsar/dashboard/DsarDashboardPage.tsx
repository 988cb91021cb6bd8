import { withOidPid } from '@privacy-portal/sdk';
import { DateRangeFilter } from '@privacy-portal/ui/cookieConsent/DateRangeFilter';
import { DsarRegionChart } from '@privacy-portal/ui/dsar/DsarRegionChart';
import { DsarStatCards } from '@privacy-portal/ui/dsar/DsarStatCards';
import { DsarStatusChart } from '@privacy-portal/ui/dsar/DsarStatusChart';
import { DsarTrendChart } from '@privacy-portal/ui/dsar/DsarTrendChart';
import { DsarTypeChart } from '@privacy-portal/ui/dsar/DsarTypeChart';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { problemOf } from '../../../lib/queryClient.ts';
import { useAllowedFeatures } from '../../../pages/billing/manage/manage.queries.ts';
import type { GuardState } from '../../../routing/Guard.tsx';
import { ACCESS_DENIED, withSelection } from '../../../routing/navigation.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { cardLoad } from '../../cookieConsent/dashboard/cardLoad.ts';
import { rangeDays, rangeFromParams, rangeParams } from '../../cookieConsent/dashboard/consentRange.ts';
import page from '../../shared/page.module.css';
import styles from './DsarDashboard.module.css';
import { useDsarChart, useDsarRegions, useStateNames } from './dashboard.queries.ts';

const INBOX = '/privacy/dsar/requests';

/** The inbox filtered as a figure counts (the property's requests), with the selection's oid and pid. */
export function inboxHref(filter: Record<string, string>, pair: { oid: number; pid: number }): string {
  const query = new URLSearchParams({ ...filter, property_id: String(pair.pid) });
  return withOidPid(`${INBOX}?${query}`, pair.oid, pair.pid);
}

/**
 * /home/dashboard/ccpa-dsar — the property's requests over the period in the URL (?days=7|30|90 or
 * ?from=&to=): what came in and was answered, how long answering took, by type, by status and by state
 * or country, and what is open, overdue or due soon now with links into the inbox. An organization
 * whose plan holds no DSAR goes to the analytics dashboard with the upgrade prompt (portal-spec §4).
 */
export function DsarDashboardPage() {
  const { selection, property } = useSession();
  const pair = selection ? { oid: selection.oid, pid: selection.pid } : null;
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const days = rangeDays(range);
  const chart = useDsarChart(pair, days);
  const regions = useDsarRegions(pair, days);
  const plan = useAllowedFeatures(pair);
  const statesOf = [...new Set((regions.data ?? []).filter((r) => r.state).map((r) => r.country))].sort();
  const stateNames = useStateNames(statesOf);
  if (!pair) return null;

  // No DSAR in the organization's plan (§4 Feature gating): no access, and the upgrade prompt opens.
  const unlicensed =
    (chart.isError && problemOf(chart.error).code === 'subscription_inactive') ||
    (plan.data !== undefined && plan.data.plan_details.dsar === null);
  if (unlicensed) {
    return (
      <Navigate
        to={withSelection(ACCESS_DENIED, '', pair)}
        replace
        state={{ upgrade: 'dsar' } satisfies GuardState}
      />
    );
  }

  return (
    <div className={`${page.page} ${styles.page}`}>
      <PageIntro
        title="DSAR dashboard"
        description={`Data subject requests to ${property?.property_name ?? 'the property'}: what came in, how fast it was answered, and what needs attention now.`}
        actions={
          <DateRangeFilter
            // A new period is a new filter state (its custom days start from the URL's).
            key={'days' in range ? range.days : `${range.from}-${range.to}`}
            value={range}
            onChange={(next) => setParams(rangeParams(params, next))}
          />
        }
      />
      <DsarStatCards
        load={cardLoad([chart], () => chart.data as NonNullable<typeof chart.data>)}
        links={{
          open: inboxHref({ status: 'open' }, pair),
          overdue: inboxHref({ due: 'overdue' }, pair),
          dueSoon: inboxHref({ due: 'soon' }, pair),
        }}
      />
      <DsarTrendChart load={cardLoad([chart], () => chart.data?.over_time ?? [])} />
      <div className={styles.grid}>
        <DsarTypeChart load={cardLoad([chart], () => chart.data?.by_type ?? [])} />
        <DsarStatusChart load={cardLoad([chart], () => chart.data?.by_status ?? [])} />
      </div>
      <DsarRegionChart load={cardLoad([regions], () => regions.data ?? [])} stateNames={stateNames} />
    </div>
  );
}
