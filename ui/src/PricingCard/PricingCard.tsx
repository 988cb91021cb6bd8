import { type ReactNode, useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import link from '../theme/link.module.css';
import styles from './PricingCard.module.css';
import { formatPlanPrice } from './price.ts';

export interface PricingCardProps {
  /** Plan name, e.g. 'Professional' or 'Business Plus'. */
  name: string;
  /** Product the plan belongs to, e.g. 'Cookie Consent' or 'Bundle'. */
  productName: string;
  /** Price per cycle; -1 marks Enterprise, which shows no price and a 'Contact Us' button. */
  price: number;
  /** Billing cycle shown after the price. */
  cycle: 'monthly' | 'yearly';
  /** Currency sign before the price. */
  currency?: string;
  /** Shows the 'CURRENT PLAN' label. */
  isCurrent?: boolean;
  /** Highlights the card and marks it 'Recomended' (spelled as the spec spells it). */
  isRecommended?: boolean;
  /** The highlighted features, in order. */
  features?: readonly string[];
  /** How many features show; the rest hide behind More when `onToggleFeatures` is given. */
  featureLimit?: number;
  /** The features are expanded (the More/Hide toggle reads 'Hide'). */
  featuresExpanded?: boolean;
  /** More / Hide pressed; without it no toggle shows. */
  onToggleFeatures?: () => void;
  /** 'View Comparison' pressed (opens the feature comparison); without it the link is not shown. */
  onViewComparison?: () => void;
  /** Label of the primary button of a priced plan. */
  actionLabel?: string;
  /** The primary button ('Add to Cart', or 'Contact Us' for Enterprise) was pressed. */
  onAction?: () => void;
  /** Disables the button (role cannot buy, price not above the current plan, free plan already held). */
  isActionDisabled?: boolean;
  /** Why the button is disabled, shown under it. */
  disabledReason?: string;
  /** The button's action runs (e.g. adding to the cart). */
  busy?: boolean;
  /** Controls shown above the button, e.g. a quantity field. */
  extra?: ReactNode;
  /** A second, quieter action under the first (e.g. 'Start 14-day free trial'); shown with `onSecondaryAction`, not on Enterprise. */
  secondaryActionLabel?: string;
  /** The second action was pressed; it is disabled together with the first. */
  onSecondaryAction?: () => void;
  /** The second action runs. */
  secondaryBusy?: boolean;
  /** Level of the plan name heading inside the page. */
  headingLevel?: 2 | 3 | 4;
}

/** A plan card of the pricing page and the upgrade popup (calls-billing-spec §2 "Pricing page"). */
export function PricingCard({
  name,
  productName,
  price,
  cycle,
  currency = '$',
  isCurrent = false,
  isRecommended = false,
  features = [],
  featureLimit,
  featuresExpanded = false,
  onToggleFeatures,
  onViewComparison,
  actionLabel = 'Add to Cart',
  onAction,
  isActionDisabled = false,
  disabledReason,
  busy = false,
  extra,
  secondaryActionLabel,
  onSecondaryAction,
  secondaryBusy = false,
  headingLevel = 3,
}: PricingCardProps) {
  const headingId = useId();
  const featuresId = useId();
  const reasonId = useId();
  const isEnterprise = price === -1;
  const Heading = `h${headingLevel}` as const;
  const canToggle =
    onToggleFeatures !== undefined && featureLimit !== undefined && features.length > featureLimit;
  const shown =
    featureLimit === undefined || (canToggle && featuresExpanded)
      ? features
      : features.slice(0, featureLimit);
  const showReason = isActionDisabled && Boolean(disabledReason);

  return (
    <article
      aria-labelledby={headingId}
      className={[styles.card, isRecommended ? styles.recommended : '', isCurrent ? styles.current : '']
        .filter(Boolean)
        .join(' ')}
    >
      {isRecommended || isCurrent ? (
        <div className={styles.labels}>
          {isRecommended ? <span className={styles.recommendedLabel}>Recomended</span> : null}
          {isCurrent ? <span className={styles.currentLabel}>CURRENT PLAN</span> : null}
        </div>
      ) : null}
      <Heading id={headingId} className={styles.name}>
        {name}
      </Heading>
      <p className={styles.product}>{productName}</p>
      {isEnterprise ? null : (
        <p className={styles.price}>
          <span className={styles.amount}>{formatPlanPrice(price, currency)}</span>
          <span className={styles.cycle}> / {cycle === 'yearly' ? 'year' : 'month'}</span>
        </p>
      )}

      {shown.length > 0 ? (
        <ul id={featuresId} className={styles.features} aria-label={`${name} features`}>
          {shown.map((feature) => (
            <li key={feature} className={styles.feature}>
              <Icon name="check" size={16} className={styles.check} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {canToggle ? (
        <AriaButton
          className={`${link.textLink} ${styles.link}`}
          aria-expanded={featuresExpanded}
          aria-controls={featuresId}
          onPress={onToggleFeatures}
        >
          {featuresExpanded ? 'Hide' : 'More'}
        </AriaButton>
      ) : null}
      {onViewComparison ? (
        <AriaButton className={`${link.textLink} ${styles.link}`} onPress={onViewComparison}>
          View Comparison
        </AriaButton>
      ) : null}

      <div className={styles.action}>
        {extra}
        <Button
          fullWidth
          variant={isEnterprise ? 'secondary' : 'primary'}
          onPress={onAction}
          isDisabled={isActionDisabled}
          loading={busy}
          aria-describedby={showReason ? reasonId : undefined}
        >
          {isEnterprise ? 'Contact Us' : actionLabel}
        </Button>
        {onSecondaryAction && secondaryActionLabel && !isEnterprise ? (
          <Button
            fullWidth
            variant="secondary"
            onPress={onSecondaryAction}
            isDisabled={isActionDisabled}
            loading={secondaryBusy}
            aria-describedby={showReason ? reasonId : undefined}
          >
            {secondaryActionLabel}
          </Button>
        ) : null}
        {showReason ? (
          <p id={reasonId} className={styles.reason}>
            {disabledReason}
          </p>
        ) : null}
      </div>
    </article>
  );
}
