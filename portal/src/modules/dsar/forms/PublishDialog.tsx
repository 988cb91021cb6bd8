import { PublishInput } from '@privacy-portal/sdk/form-rules';
import { PublishDialog as SharedPublishDialog } from '../../shared/PublishDialog.tsx';

interface PublishDialogProps {
  isOpen: boolean;
  /** The form has changes not saved yet (or is new): they are saved first. */
  saveFirst: boolean;
  busy: boolean;
  /** Why the last attempt failed. */
  problem: string | null;
  onPublish: (note: string) => void;
  onClose: () => void;
}

/** Publishes the form (PATCH; the shared PublishDialog) as the next version in its history. */
export function PublishDialog({ saveFirst, ...rest }: PublishDialogProps) {
  return (
    <SharedPublishDialog
      {...rest}
      title="Publish the form"
      message={`It becomes the next version in the publish history, and visitors see it at the form’s address and wherever it is embedded at once${
        saveFirst ? '. Your unsaved changes are saved first.' : '.'
      }`}
      problemTitle="The form was not published"
      noteMaxLength={PublishInput.note.maxLength}
      notePlaceholder="What changed, e.g. Spanish texts and a captcha"
    />
  );
}
