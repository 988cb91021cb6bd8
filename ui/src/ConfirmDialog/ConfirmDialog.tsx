import type { ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Heading and accessible name. */
  title: string;
  /** The question or consequence to confirm. */
  message: ReactNode;
  /** Label of the confirming button. */
  confirmLabel?: string;
  /** Label of the cancelling button. */
  cancelLabel?: string;
  /** Styles the confirm button as dangerous (deletions, irreversible changes). */
  destructive?: boolean;
  /** The confirmed action is running: confirm shows a spinner, cancel and Escape are blocked. */
  busy?: boolean;
  /** Width as a CSS length. */
  width?: string;
  /** The user confirmed. The parent closes the dialog (or sets `busy`). */
  onConfirm: () => void;
  /** The user cancelled by the cancel button or Escape. */
  onCancel: () => void;
}

/** An alert dialog asking the user to confirm or cancel one action. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  width = '28rem',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      width={width}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      // A running action must finish; closing mid-way would hide its outcome.
      isDismissable={!busy}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onPress={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.message}>{message}</div>
    </Dialog>
  );
}
