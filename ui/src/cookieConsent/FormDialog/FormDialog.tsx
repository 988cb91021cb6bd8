import type { ReactNode } from 'react';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';

export interface FormDialogProps {
  title: string;
  width: string;
  isOpen: boolean;
  /** The save is under way: Cancel is disabled and Escape or a press outside does nothing. */
  busy: boolean;
  /** The id of the form in `children`, which the footer's submit button submits. */
  formId: string;
  submitLabel: string;
  /** Cancel, Escape or the close button; never while busy. */
  onCancel: () => void;
  /** The form; inside the dialog's content, so that closing the dialog forgets what was typed. */
  children: ReactNode;
}

/** A dialog whose footer holds Cancel and the submit button of the form it shows. */
export function FormDialog({
  title,
  width,
  isOpen,
  busy,
  formId,
  submitLabel,
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
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
