import type { FormEvent, ReactNode, RefObject } from 'react';
import { Alert } from '../../Alert/index.ts';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import styles from './DialogForm.module.css';

export interface DialogFormProps {
  /** The dialog's heading and the form's accessible name. */
  title: string;
  width: string;
  /** The call is under way: Cancel is disabled, Escape or a press outside does nothing. */
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  submitLabel: string;
  /** Why the server refused, in an alert above the fields titled `errorTitle`. */
  error?: string | null;
  errorTitle: string;
  /** Shown first, above the refusal. */
  intro?: ReactNode;
  /** Added to the form's own class. */
  className?: string;
  children: ReactNode;
}

/** An open dialog holding one form whose Save and Cancel buttons follow its fields. */
export function DialogForm({
  title,
  width,
  busy,
  formRef,
  onSubmit,
  onClose,
  submitLabel,
  error,
  errorTitle,
  intro,
  className,
  children,
}: DialogFormProps) {
  return (
    <Dialog
      title={title}
      isOpen
      width={width}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <form
        ref={formRef}
        className={className ? `${styles.form} ${className}` : styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={title}
      >
        {intro}
        {error ? (
          <Alert tone="error" title={errorTitle}>
            {error}
          </Alert>
        ) : null}
        {children}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
