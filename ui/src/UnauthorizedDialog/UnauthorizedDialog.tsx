import { Button } from '../Button/index.ts';
import dialogStyles from '../Dialog/Dialog.module.css';
import { Dialog } from '../Dialog/index.ts';

export interface UnauthorizedDialogProps {
  /** Whether the dialog shows. */
  isOpen: boolean;
  /** The server's error text of the 403 response, shown as is. */
  message: string;
  /** 'OK' (or Escape): the app closes the dialog and goes on to the error page. */
  onClose: () => void;
}

/** The 403 dialog 'Unauthorized Access Detected' with the server's text (portal-spec §6). */
export function UnauthorizedDialog({ isOpen, message, onClose }: UnauthorizedDialogProps) {
  return (
    <Dialog
      title="Unauthorized Access Detected"
      // alertdialog: an access problem the user must acknowledge
      role="alertdialog"
      isOpen={isOpen}
      showCloseButton={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button onPress={onClose} autoFocus>
          OK
        </Button>
      }
    >
      {message ? <p className={dialogStyles.message}>{message}</p> : null}
    </Dialog>
  );
}
