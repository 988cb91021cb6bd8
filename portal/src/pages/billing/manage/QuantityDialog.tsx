import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { TextField } from '@privacy-portal/ui/TextField';
import { useState } from 'react';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import billing from '../billing.module.css';
import { formatCyclePrice, licenceUsage, planTitle, quantityUnit } from '../billing-view.ts';
import { checkQuantity } from '../quantity.ts';
import styles from './Manage.module.css';
import { useChangeQuantity } from './manage.queries.ts';

type Subscription = Schemas['Subscription'];

interface QuantityDialogProps {
  subscription: Subscription;
  onClose: () => void;
  onChanged: (subscription: Subscription) => void;
}

/** Changes how many licences (or bundle units) a subscription has; the provider prorates the change. */
export function QuantityDialog({ subscription, onClose, onChanged }: QuantityDialogProps) {
  const [text, setText] = useState(String(subscription.quantity));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeQuantity();
  const busy = change.isPending;
  const usage = licenceUsage(subscription.licences);
  const unit = quantityUnit(subscription.plan.type);

  async function save() {
    const checked = checkQuantity(text);
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    if (checked.value === subscription.quantity) {
      onClose();
      return;
    }
    setProblem(null);
    try {
      // The subscriptions, licences and invoices are loaded again before the dialog hands over.
      const answer = await change.mutateAsync({
        body: { subscription_id: subscription.id, quantity: checked.value },
      });
      onChanged(answer.response);
    } catch (error) {
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
    }
  }

  return (
    <Dialog
      title={`Change quantity: ${planTitle(subscription.plan)}`}
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Cancel
          </Button>
          <Button onPress={() => void save()} loading={busy}>
            Save quantity
          </Button>
        </>
      }
    >
      <form
        className={styles.dialogBody}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className={billing.note}>
          {formatCyclePrice(subscription.plan.price, subscription.plan.cycle)} per {unit}. The change is
          prorated for the rest of the billing period. {usage.label}; the quantity cannot go below the
          licences in use.
        </p>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <TextField
          label={unit === 'bundle' ? 'Bundles' : 'Licences'}
          inputMode="numeric"
          value={text}
          onChange={(value) => {
            setText(value);
            setFieldError(null);
          }}
          errorMessage={fieldError ?? undefined}
          isDisabled={busy}
          autoFocus
        />
      </form>
    </Dialog>
  );
}
