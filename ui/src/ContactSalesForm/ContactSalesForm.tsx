import { useId, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { MultiSelect } from '../MultiSelect/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import styles from './ContactSalesForm.module.css';
import { CONTACT_SALES_PRODUCTS, type ContactSalesValues, validateContactSales } from './products.ts';

export interface ContactSalesFormProps {
  /** Whether the modal shows. Closing it discards what was typed. */
  isOpen: boolean;
  /** The signed-in user's email: prefilled and not editable. */
  email: string;
  /** Products chosen when the form opens, e.g. the plan whose 'Contact Us' was pressed. */
  defaultProductNames?: string[];
  /** The products to offer; defaults to the spec's list. */
  products?: readonly string[];
  /** The request is being sent: Send shows a spinner. */
  busy?: boolean;
  /** Why sending failed, shown above the buttons. */
  error?: string | null;
  /** 'Send' with valid values; never called while the form is invalid. */
  onSend: (values: ContactSalesValues) => void;
  /** 'Cancel', the close button or Escape. */
  onCancel: () => void;
}

/** The contact-sales modal 'Subscription Upgrade Request' (calls-billing-spec §2, §5). */
export function ContactSalesForm({
  isOpen,
  email,
  defaultProductNames,
  products = CONTACT_SALES_PRODUCTS,
  busy = false,
  error,
  onSend,
  onCancel,
}: ContactSalesFormProps) {
  const formId = useId();
  return (
    <Dialog
      title="Subscription Upgrade Request"
      width="36rem"
      isOpen={isOpen}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Send
          </Button>
        </>
      }
    >
      {/* The fields live in the dialog's content, so closing the dialog resets them. */}
      <ContactSalesFields
        formId={formId}
        email={email}
        defaultProductNames={defaultProductNames}
        products={products}
        error={error}
        onSend={onSend}
      />
    </Dialog>
  );
}

interface FieldsProps
  extends Pick<ContactSalesFormProps, 'email' | 'defaultProductNames' | 'error' | 'onSend'> {
  formId: string;
  products: readonly string[];
}

function ContactSalesFields({ formId, email, defaultProductNames, products, error, onSend }: FieldsProps) {
  const [productNames, setProductNames] = useState<string[]>(defaultProductNames ?? []);
  const [additionalInfo, setAdditionalInfo] = useState('');
  // Errors show after the first Send, then follow every change.
  const [attempted, setAttempted] = useState(false);
  const values: ContactSalesValues = { email, productNames, additionalInfo };
  const errors = attempted ? validateContactSales(values) : {};

  return (
    <form
      id={formId}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        const found = validateContactSales(values);
        if (found.email || found.productNames) return;
        onSend({ ...values, email: email.trim(), additionalInfo: additionalInfo.trim() });
      }}
    >
      <TextField label="Email" type="email" value={email} isDisabled isRequired errorMessage={errors.email} />
      <MultiSelect
        label="Product name"
        placeholder="Select products"
        options={products.map((name) => ({ id: name, label: name }))}
        value={productNames}
        onChange={setProductNames}
        isRequired
        errorMessage={errors.productNames}
      />
      <TextArea label="Additional Information" value={additionalInfo} onChange={setAdditionalInfo} rows={4} />
      {error ? <Alert tone="error">{error}</Alert> : null}
    </form>
  );
}
