import { BannerPublish } from '@privacy-portal/sdk/form-rules';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { TextArea } from '@privacy-portal/ui/TextArea';
import { type FormEvent, useId, useState } from 'react';
import styles from './BannerConfiguration.module.css';

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

/** Publish with an optional note for the history ('What changed'). */
export function PublishDialog({
  isOpen,
  nextVersion,
  saveFirst,
  busy,
  problem,
  onPublish,
  onClose,
}: PublishDialogProps) {
  const formId = useId();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onPublish(note.trim());
  };
  return (
    <Dialog
      title={`Publish version ${nextVersion}`}
      isOpen={isOpen}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Publish
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className={styles.dialogForm}>
        <p>
          Visitors see the new version as soon as it is published
          {saveFirst ? '; your unsaved changes are saved first.' : '.'}
        </p>
        {problem ? (
          <Alert tone="error" title="The banner was not published">
            {problem}
          </Alert>
        ) : null}
        <TextArea
          label="Note for the history"
          value={note}
          onChange={setNote}
          maxLength={BannerPublish.note.maxLength}
          rows={3}
          placeholder="What changed, e.g. German texts and darker buttons"
          description="Optional."
        />
      </form>
    </Dialog>
  );
}
