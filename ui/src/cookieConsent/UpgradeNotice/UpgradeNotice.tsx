import { LinkButton } from '../../LinkButton/index.ts';
import styles from './UpgradeNotice.module.css';

export interface UpgradeNoticeProps {
  /** The feature as the plan tables name it, e.g. 'Google Consent Mode'. */
  feature: string;
  /** The first tier that includes it, e.g. 'essentials'. */
  tier: string;
  /** Where upgrading happens (the pricing page on the Cookie Consent tab). */
  href: string;
  /** Heading level of the notice's title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Stands in for a control the property's plan does not include (calls-billing-spec §9 tier features):
 * the spec's 'Upgrade your plan to access this feature', which plan has it, and the way there.
 */
export function UpgradeNotice({ feature, tier, href, headingLevel = 3 }: UpgradeNoticeProps) {
  const Heading = `h${headingLevel}` as const;
  const tierName = tier.charAt(0).toUpperCase() + tier.slice(1);
  return (
    <section className={styles.notice} aria-label={`${feature}: upgrade needed`}>
      <Heading className={styles.title}>Upgrade your plan to access this feature</Heading>
      <p className={styles.text}>
        {feature} comes with the {tierName} plan and above.
      </p>
      <LinkButton href={href} size="sm" variant="secondary">
        See plans
      </LinkButton>
    </section>
  );
}
