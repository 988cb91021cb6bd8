import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { formatPlanPrice } from '../PricingCard/index.ts';
import styles from './ConfirmUpgradeDialog.module.css';

export interface ConfirmUpgradeDialogProps {
  /** Whether the dialog shows (the upgrade machine's `confirmOpen`). */
  isOpen: boolean;
  /** The chosen plan, e.g. 'Cookie Consent Professional'. */
  planName?: string;
  /** Billing cycle of the chosen plan, shown after the total. */
  cycle?: 'monthly' | 'yearly';
  /** The upgrade total (price × licences, less the discount); hidden when null. */
  total?: number | null;
  /** The previous plan discount in percent; shown as 'Previous plan discount N %' when above 0. */
  discountPercentage?: number | null;
  /** Currency sign before amounts. */
  currency?: string;
  /** The upgrade call runs: Confirm shows a spinner, Cancel and Escape are blocked. */
  busy?: boolean;
  /** 'Confirm'. */
  onConfirm: () => void;
  /** 'Cancel' or Escape. */
  onCancel: () => void;
}

/** The confirm-upgrade dialog of calls-billing-spec §4 "Upgrade popup", with the total of §9. */
export function ConfirmUpgradeDialog({
  isOpen,
  planName,
  cycle,
  total,
  discountPercentage,
  currency = '$',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmUpgradeDialogProps) {
  const hasTotal = typeof total === 'number' && Number.isFinite(total);
  const hasDiscount = typeof discountPercentage === 'number' && discountPercentage > 0;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Are you absolutely sure you want to upgrade?"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        <div className={styles.summary}>
          {planName ? (
            <p className={styles.line}>
              New plan: <strong>{planName}</strong>
            </p>
          ) : null}
          {hasTotal ? (
            <p className={styles.line}>
              Total:{' '}
              <strong className={styles.total}>
                {formatPlanPrice(total, currency)}
                {cycle ? ` / ${cycle === 'yearly' ? 'year' : 'month'}` : ''}
              </strong>
            </p>
          ) : null}
          {hasDiscount ? (
            <p className={styles.discount}>Previous plan discount {discountPercentage} %</p>
          ) : null}
        </div>
      }
    />
  );
}
