import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { TextArea } from '@privacy-portal/ui/TextArea';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import styles from './PublishDialog.module.css';

export interface PublishDialogProps {
  isOpen: boolean;
  title: string;
  /** What publishing does, above the note. */
  message: ReactNode;
  busy: boolean;
  /** Why the last attempt failed, shown under `problemTitle`. */
  problem: string | null;
  problemTitle: string;
  /** The contract's limit of the note. */
  noteMaxLength: number;
  /** 'What changed, e.g. …' in the module's words. */
  notePlaceholder: string;
  onPublish: (note: string) => void;
  onClose: () => void;
}

/** Publishes a module's configuration with an optional note for the publish history ('What changed'). */
export function PublishDialog({
  isOpen,
  title,
  message,
  busy,
  problem,
  problemTitle,
  noteMaxLength,
  notePlaceholder,
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
      title={title}
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
      <form id={formId} onSubmit={submit} className={styles.form}>
        <p>{message}</p>
        {problem ? (
          <Alert tone="error" title={problemTitle}>
            {problem}
          </Alert>
        ) : null}
        <TextArea
          label="Note for the history"
          value={note}
          onChange={setNote}
          maxLength={noteMaxLength}
          rows={3}
          placeholder={notePlaceholder}
          description="Optional."
        />
      </form>
    </Dialog>
  );
}
