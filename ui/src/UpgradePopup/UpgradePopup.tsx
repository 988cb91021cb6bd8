import type { UpgradePopupType } from '@privacy-portal/sdk';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { Loader } from '../Loader/index.ts';
import { PricingCard } from '../PricingCard/index.ts';
import { Stepper } from '../Stepper/index.ts';
import {
  FEATURES_COLLAPSED,
  FEATURES_EXPANDED,
  NO_PLAN_MESSAGE,
  STEP_ONE_LABELS,
  UPGRADE_MESSAGE,
  UPGRADE_POPUP_TITLES,
} from './texts.ts';
import styles from './UpgradePopup.module.css';

/** A plan card of the popup; the sdk's `Plan` fits, with `features` and the card state added. */
export interface UpgradePopupPlan {
  id: string | number;
  name: string;
  product_name: string;
  /** -1 marks Enterprise (no price, 'Contact Us'). */
  price: number | string;
  cycle: 'monthly' | 'yearly';
  /** The plan's features; 6 show collapsed, up to 31 expanded. */
  features?: readonly string[];
  /** Shows 'CURRENT PLAN'. */
  isCurrent?: boolean;
  /** The plan cannot be chosen (role, or not above the current price). */
  isDisabled?: boolean;
  /** Why it cannot be chosen. */
  disabledReason?: string;
}

export interface UpgradePopupProps<P extends UpgradePopupPlan = UpgradePopupPlan> {
  /** Whether the popup shows (the upgrade machine's `popupOpen`). */
  isOpen: boolean;
  /** Which product the popup is about; noPlan shows the no-plan message. */
  popupType: UpgradePopupType;
  /**
   * The no-plan view's text (the upgrade machine's `noPlanMessage`): the spec's 'You don't have an
   * active plan…' when omitted, which is for a company with no plan at all.
   */
  noPlanMessage?: string;
  /** Stepper step: 1 the product's plans, 2 the bundles. */
  step: 1 | 2;
  /** The plans of the current step, in order. */
  plans: readonly P[];
  /** The feature lists are expanded (More pressed). */
  featuresExpanded: boolean;
  /** The plans are loading. */
  loading?: boolean;
  /** More / Hide. */
  onToggleFeatures: () => void;
  /** 'Next': go to the bundles. */
  onNext: () => void;
  /** 'Back': return to the product's plans. */
  onBack: () => void;
  /** A plan's button ('Upgrade', or 'Contact Us' for Enterprise). */
  onChoosePlan: (plan: P) => void;
  /** The close button, Escape or a press outside. */
  onClose: () => void;
}

const toNumber = (price: number | string) => (typeof price === 'number' ? price : Number(price));

/** The subscription upgrade popup with its two-step stepper (calls-billing-spec §4 "Upgrade popup"). */
export function UpgradePopup<P extends UpgradePopupPlan>({
  isOpen,
  popupType,
  noPlanMessage = NO_PLAN_MESSAGE,
  step,
  plans,
  featuresExpanded,
  loading = false,
  onToggleFeatures,
  onNext,
  onBack,
  onChoosePlan,
  onClose,
}: UpgradePopupProps<P>) {
  const stepOne = STEP_ONE_LABELS[popupType];
  return (
    <Dialog
      title={UPGRADE_POPUP_TITLES[popupType]}
      width="72rem"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        step === 1 ? (
          <Button onPress={onNext}>Next: Bundle plans</Button>
        ) : (
          <Button variant="secondary" onPress={onBack}>
            Back: {stepOne}
          </Button>
        )
      }
    >
      <div className={styles.content}>
        {popupType === 'noPlan' ? (
          <Alert tone="warning">{noPlanMessage}</Alert>
        ) : (
          <p className={styles.lead}>{UPGRADE_MESSAGE}</p>
        )}
        <Stepper
          label="Upgrade steps"
          steps={[
            { id: '1', label: stepOne },
            { id: '2', label: 'Bundle plans' },
          ]}
          currentStepId={String(step)}
          completedStepIds={[]}
        />
        {loading ? (
          <Loader block label="Loading plans" />
        ) : plans.length === 0 ? (
          <p className={styles.empty}>No plans are available right now.</p>
        ) : (
          <ul className={styles.plans} aria-label={step === 1 ? stepOne : 'Bundle plans'}>
            {plans.map((plan) => (
              <li key={plan.id} className={styles.plan}>
                <PricingCard
                  headingLevel={3}
                  name={plan.name}
                  productName={plan.product_name}
                  price={toNumber(plan.price)}
                  cycle={plan.cycle}
                  isCurrent={plan.isCurrent}
                  features={(plan.features ?? []).slice(0, FEATURES_EXPANDED)}
                  featureLimit={FEATURES_COLLAPSED}
                  featuresExpanded={featuresExpanded}
                  onToggleFeatures={onToggleFeatures}
                  actionLabel={popupType === 'noPlan' ? 'Choose Plan' : 'Upgrade'}
                  onAction={() => onChoosePlan(plan)}
                  isActionDisabled={plan.isDisabled}
                  disabledReason={plan.disabledReason}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
