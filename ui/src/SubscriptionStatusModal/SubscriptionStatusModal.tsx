import { Button } from '../Button/index.ts';
import dialogStyles from '../Dialog/Dialog.module.css';
import { Dialog } from '../Dialog/index.ts';

export interface SubscriptionStatusModalProps {
  /** Whether the modal shows. */
  isOpen: boolean;
  /** The product whose subscription changed, as named in the message, e.g. 'Cookie Consent'. */
  product: string;
  /** 'Manage Subscription': the app opens the subscription management page. */
  onManageSubscription: () => void;
  /** 'Got it' (also the close button, Escape and a press outside): the app closes the modal. */
  onGotIt: () => void;
}

/** Tells a member that a product's subscription status changed (portal-spec §2, §8). */
export function SubscriptionStatusModal({
  isOpen,
  product,
  onManageSubscription,
  onGotIt,
}: SubscriptionStatusModalProps) {
  return (
    <Dialog
      title="Subscription status changed"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onGotIt();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onManageSubscription}>
            Manage Subscription
          </Button>
          <Button onPress={onGotIt} autoFocus>
            Got it
          </Button>
        </>
      }
    >
      <p className={dialogStyles.message}>
        The subscription status for {product} has changed. Please contact your administrator.
      </p>
    </Dialog>
  );
}
