import { Button } from '../Button/index.ts';
import dialogStyles from '../Dialog/Dialog.module.css';
import { Dialog } from '../Dialog/index.ts';

export interface CreatePropertyModalProps {
  /** Whether the modal shows. */
  isOpen: boolean;
  /**
   * 'OK': the app goes to the first organization's details, or to the organizations page when there
   * is none (portal-spec §2). It is the only way out: a product cannot be used without a property.
   */
  onOk: () => void;
}

/** Shown when a product needs a selected property and none exists yet (portal-spec §2, §8). */
export function CreatePropertyModal({ isOpen, onOk }: CreatePropertyModalProps) {
  return (
    <Dialog
      title="Create property"
      isOpen={isOpen}
      isDismissable={false}
      showCloseButton={false}
      footer={
        <Button onPress={onOk} autoFocus>
          OK
        </Button>
      }
    >
      <p className={dialogStyles.message}>Property is not created! create property</p>
    </Dialog>
  );
}
