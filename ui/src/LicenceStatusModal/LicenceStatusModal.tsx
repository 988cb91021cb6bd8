import { Button } from '../Button/index.ts';
import dialogStyles from '../Dialog/Dialog.module.css';
import { Dialog } from '../Dialog/index.ts';
import { type LicenceStatusProduct, licenceStatusMessage } from './messages.ts';

export interface LicenceStatusModalProps {
  /** Whether the modal shows. */
  isOpen: boolean;
  /** The product without an assigned subscription; DSAR speaks of the organization, the others of the property. */
  product: LicenceStatusProduct;
  /** 'Manage Subscription': the app opens subscription management. Without it the button is not shown. */
  onManageSubscription?: () => void;
  /** 'Close' (also Escape and a press outside). */
  onClose: () => void;
}

/** The licence-status modal raised when a product's subscription is not assigned (calls-billing-spec §8). */
export function LicenceStatusModal({
  isOpen,
  product,
  onManageSubscription,
  onClose,
}: LicenceStatusModalProps) {
  return (
    <Dialog
      title={`${product} subscription not assigned`}
      isOpen={isOpen}
      // the footer has its own Close button
      showCloseButton={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          {onManageSubscription ? (
            <Button onPress={onManageSubscription} autoFocus>
              Manage Subscription
            </Button>
          ) : null}
        </>
      }
    >
      <p className={dialogStyles.message}>{licenceStatusMessage(product)}</p>
    </Dialog>
  );
}
