import { PublishInput } from '@privacy-portal/sdk/form-rules';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { TextArea } from '@privacy-portal/ui/TextArea';
import { type FormEvent, useId, useState } from 'react';
import styles from './FormBuilder.module.css';

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

/** Publish (PATCH) with an optional note for the history: 'What changed'. */
export function PublishDialog({ isOpen, saveFirst, busy, problem, onPublish, onClose }: PublishDialogProps) {
  const formId = useId();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onPublish(note.trim());
  };
  return (
    <Dialog
      title="Publish the form"
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
          It becomes the next version in the publish history, and visitors see it at the form’s address and
          wherever it is embedded at once{saveFirst ? '. Your unsaved changes are saved first.' : '.'}
        </p>
        {problem ? (
          <Alert tone="error" title="The form was not published">
            {problem}
          </Alert>
        ) : null}
        <TextArea
          label="Note for the history"
          value={note}
          onChange={setNote}
          maxLength={PublishInput.note.maxLength}
          rows={3}
          placeholder="What changed, e.g. Spanish texts and a captcha"
          description="Optional."
        />
      </form>
    </Dialog>
  );
}
