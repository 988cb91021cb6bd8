import type { ReactNode } from 'react';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';

export interface FormDialogProps {
  title: string;
  /** Default: 36rem. */
  width?: string;
  isOpen: boolean;
  /** The call is under way: Cancel is disabled, Escape or a press outside does nothing. */
  busy: boolean;
  /** The id of the form in `children`, which the footer's submit button submits. */
  formId: string;
  submitLabel: string;
  /** 'danger' for an action that refuses or removes. */
  submitVariant?: 'primary' | 'danger';
  /** Cancel, Escape or the close button; never while busy. */
  onCancel: () => void;
  /** The form (a CheckedForm); inside the dialog's content, so that closing the dialog forgets what was typed. */
  children: ReactNode;
}

/** A dialog holding one form, its Cancel and submit buttons in the footer. */
export function FormDialog({
  title,
  width = '36rem',
  isOpen,
  busy,
  formId,
  submitLabel,
  submitVariant = 'primary',
  onCancel,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      title={title}
      width={width}
      isOpen={isOpen}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
