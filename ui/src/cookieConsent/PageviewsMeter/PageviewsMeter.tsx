import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '../../Alert/index.ts';
import { LinkButton } from '../../LinkButton/index.ts';
import { ConsentPanel } from '../ConsentPanel/ConsentPanel.tsx';
import type { CardLoad } from '../DashboardCards/DashboardCard.tsx';
import styles from './PageviewsMeter.module.css';

export type PlanUse = Pick<
  Schemas['ConsentSummary'],
  'month_pageviews' | 'pageviews_limit' | 'month_consents' | 'consents_limit'
>;

export interface PageviewsMeterProps {
  load: CardLoad<PlanUse>;
  /** The pricing page on the Cookie Consent tab. */
  upgradeHref: string;
}

/** From this share of a limit on, the meter turns to a warning. */
const NEAR = 0.8;

/**
 * This calendar month's pageviews against the plan's monthly pageviews, and the consents stored
 * against its monthly consent storage (calls-billing-spec §9). Past a limit nothing stops: the banner
 * keeps working and every consent is kept, and the panel says so with the way to a larger plan.
 */
export function PageviewsMeter({ load, upgradeHref }: PageviewsMeterProps) {
  return (
    <ConsentPanel title="Plan usage this month" load={load}>
      {(use) => {
        const over = [
          use.pageviews_limit >= 0 && use.month_pageviews > use.pageviews_limit ? 'monthly pageviews' : null,
          use.consents_limit >= 0 && use.month_consents > use.consents_limit
            ? 'monthly consent storage'
            : null,
        ].filter((x): x is string => x !== null);
        return (
          <div className={styles.body}>
            <Meter label="Pageviews" used={use.month_pageviews} limit={use.pageviews_limit} />
            <Meter label="Consents stored" used={use.month_consents} limit={use.consents_limit} />
            {over.length > 0 ? (
              <Alert tone="warning" title={`Over your plan's ${over.join(' and ')}`}>
                <p className={styles.alertText}>
                  Your banner keeps working and every consent is still recorded. Upgrade your plan to stay
                  within its limits.
                </p>
                <LinkButton href={upgradeHref} size="sm" variant="secondary">
                  Upgrade plan
                </LinkButton>
              </Alert>
            ) : null}
          </div>
        );
      }}
    </ConsentPanel>
  );
}

function Meter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const usedText = used.toLocaleString('en');
  if (limit < 0) {
    return (
      <p className={styles.unlimited}>
        <span>{label}</span>
        <span>{usedText} (unlimited)</span>
      </p>
    );
  }
  const ratio = limit > 0 ? used / limit : 1;
  const tone = ratio > 1 ? styles.over : ratio >= NEAR ? styles.near : styles.within;
  const valueText = `${usedText} of ${limit.toLocaleString('en')}`;
  return (
    // A meter (a value within known bounds), drawn by hand: the library's ProgressBar (react-aria) would
    // add 3 KB to the dashboard's first load for two bars.
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take the theme's colours alike in every browser
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.max(limit, 1)}
      aria-valuenow={Math.min(used, limit)}
      aria-valuetext={valueText}
      className={`${styles.meter} ${tone}`}
    >
      <div className={styles.meterTop} aria-hidden="true">
        <span>{label}</span>
        <span>{valueText}</span>
      </div>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${Math.min(ratio, 1) * 100}%` }} />
      </div>
    </div>
  );
}
