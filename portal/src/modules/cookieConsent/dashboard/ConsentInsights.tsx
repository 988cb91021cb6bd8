import { CategoryConsentBars } from '@privacy-portal/ui/cookieConsent/CategoryConsentBars';
import { ChoiceSplitChart } from '@privacy-portal/ui/cookieConsent/ChoiceSplitChart';
import { ConsentPanel } from '@privacy-portal/ui/cookieConsent/ConsentPanel';
import { ConsentRateCards } from '@privacy-portal/ui/cookieConsent/ConsentRateCards';
import { ConsentTrendChart } from '@privacy-portal/ui/cookieConsent/ConsentTrendChart';
import { CountryMap } from '@privacy-portal/ui/cookieConsent/CountryMap';
import { CountryTable } from '@privacy-portal/ui/cookieConsent/CountryTable';
import { DateRangeFilter } from '@privacy-portal/ui/cookieConsent/DateRangeFilter';
import { DeviceChart } from '@privacy-portal/ui/cookieConsent/DeviceChart';
import { PageviewsMeter } from '@privacy-portal/ui/cookieConsent/PageviewsMeter';
import { useSearchParams } from 'react-router-dom';
import styles from './CookieDashboard.module.css';
import { cardLoad } from './cardLoad.ts';
import { rangeDays, rangeFromParams, rangeParams } from './consentRange.ts';
import {
  useConsentActivity,
  useConsentBreakdown,
  useConsentCountries,
  useConsentSummary,
} from './consents.queries.ts';

export interface ConsentInsightsProps {
  pid: number | null;
  /** The pricing page on the Cookie Consent tab. */
  upgradeHref: string;
}

/**
 * The consents of the property over the period in the URL: the rates, consents over time, the choice
 * split, by category, device and country (list and map), and the month against the plan's limits.
 * Each panel loads and fails on its own, from the daily rollups.
 */
export function ConsentInsights({ pid, upgradeHref }: ConsentInsightsProps) {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const days = rangeDays(range);
  const summary = useConsentSummary(pid, days);
  const activity = useConsentActivity(pid, days);
  const breakdown = useConsentBreakdown(pid, days);
  const countries = useConsentCountries(pid, days);
  const summaryLoad = cardLoad([summary], () => summary.data as NonNullable<typeof summary.data>);

  return (
    <section className={styles.insights} aria-labelledby="consents-heading">
      <div className={styles.insightsHeader}>
        <h2 id="consents-heading" className={styles.insightsTitle}>
          Consents
        </h2>
        <DateRangeFilter
          // A new period is a new filter state (its custom days start from the URL's).
          key={'days' in range ? range.days : `${range.from}-${range.to}`}
          value={range}
          onChange={(next) => setParams(rangeParams(params, next))}
        />
      </div>
      <ConsentRateCards load={summaryLoad} />
      <ConsentTrendChart load={cardLoad([activity], () => activity.data ?? [])} />
      <div className={styles.chartGrid}>
        <ChoiceSplitChart load={summaryLoad} />
        <CategoryConsentBars load={cardLoad([breakdown], () => breakdown.data?.categories ?? [])} />
        <DeviceChart load={cardLoad([breakdown], () => breakdown.data?.devices ?? [])} />
      </div>
      <ConsentPanel
        title="Consents by country"
        load={cardLoad([countries], () => countries.data ?? [])}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <div className={styles.countries}>
            <CountryMap countries={list} />
            <CountryTable countries={list} />
          </div>
        )}
      </ConsentPanel>
      <PageviewsMeter load={summaryLoad} upgradeHref={upgradeHref} />
    </section>
  );
}
