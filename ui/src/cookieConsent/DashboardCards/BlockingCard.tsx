import { FEATURE_LABEL, FEATURE_TIER } from '@privacy-portal/sdk/cookie-consent';
import { Badge } from '../../Badge/index.ts';
import { LinkButton } from '../../LinkButton/index.ts';
import { type CardLoad, DashboardCard, Figure } from './DashboardCard.tsx';
import styles from './DashboardCards.module.css';
import { count } from './format.ts';

export interface BlockingSummary {
  /** The licence includes the scripts blocking system. */
  allowed: boolean;
  enabled: boolean;
  rules: number;
  /** Third-party script hosts the last scan found that no rule holds back. */
  proposed: number;
}

export interface BlockingCardProps {
  load: CardLoad<BlockingSummary>;
  /** The Auto Cookie Blocking page. */
  href: string;
  /** The pricing page on the Cookie Consent tab. */
  upgradeHref: string;
  headingLevel?: 2 | 3;
}

/** Auto Cookie Blocking at a glance: on or off, its rules and what the last scan proposes. */
export function BlockingCard({ load, href, upgradeHref, headingLevel }: BlockingCardProps) {
  return (
    <DashboardCard
      title="Auto Cookie Blocking"
      href={href}
      linkLabel="Open Auto Cookie Blocking"
      load={load}
      headingLevel={headingLevel}
    >
      {(blocking) => {
        if (!blocking.allowed) {
          return (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>Not in your plan</p>
              <p className={styles.muted}>
                The {FEATURE_LABEL.script_blocking.toLowerCase()} comes with the{' '}
                {FEATURE_TIER.script_blocking} plan and above.
              </p>
              <LinkButton href={upgradeHref} size="sm" variant="secondary">
                See plans
              </LinkButton>
            </div>
          );
        }
        return (
          <>
            <p className={styles.line}>
              <Badge tone={blocking.enabled ? 'success' : 'neutral'}>{blocking.enabled ? 'On' : 'Off'}</Badge>{' '}
              {blocking.enabled
                ? 'Matching scripts wait for consent.'
                : 'Scripts run without waiting for consent.'}
            </p>
            <dl className={styles.figures}>
              <Figure label="Rules" value={blocking.rules.toLocaleString('en')} />
              <Figure label="Proposed" value={blocking.proposed.toLocaleString('en')} />
            </dl>
            {blocking.proposed > 0 ? (
              <p className={styles.callout}>
                Your last scan found {count(blocking.proposed, 'third-party script host')} that no rule holds
                back.
              </p>
            ) : null}
          </>
        );
      }}
    </DashboardCard>
  );
}
