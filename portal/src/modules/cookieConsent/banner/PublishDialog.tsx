import { BannerPublish } from '@privacy-portal/sdk/form-rules';
import { PublishDialog as SharedPublishDialog } from '../../shared/PublishDialog.tsx';

interface PublishDialogProps {
  isOpen: boolean;
  /** The version number the publish will make. */
  nextVersion: number;
  /** The draft has unsaved changes, which are saved first. */
  saveFirst: boolean;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  problem: string | null;
  onPublish: (note: string) => void;
  onClose: () => void;
}

/** Publishes the banner (the shared PublishDialog) as the next version. */
export function PublishDialog({ nextVersion, saveFirst, ...rest }: PublishDialogProps) {
  return (
    <SharedPublishDialog
      {...rest}
      title={`Publish version ${nextVersion}`}
      message={`Visitors see the new version as soon as it is published${
        saveFirst ? '; your unsaved changes are saved first.' : '.'
      }`}
      problemTitle="The banner was not published"
      noteMaxLength={BannerPublish.note.maxLength}
      notePlaceholder="What changed, e.g. German texts and darker buttons"
    />
  );
}
