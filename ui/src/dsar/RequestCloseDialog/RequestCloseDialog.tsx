import { CloseInput } from '@privacy-portal/sdk/form-rules';
import { useId, useState } from 'react';
import { Alert } from '../../Alert/index.ts';
import { useFormErrors } from '../../module/FormDialog/index.ts';
import { TextArea } from '../../TextArea/index.ts';
import form from '../RequestFormDialog/RequestFormDialog.module.css';
import { RequestFormDialog } from '../RequestFormDialog/RequestFormDialog.tsx';

export type RequestOutcome = 'completed' | 'rejected';

export interface RequestCloseDialogProps {
  isOpen: boolean;
  outcome: RequestOutcome;
  /** The request's reference, e.g. DSAR-000123. */
  reference: string;
  busy?: boolean;
  error?: string;
  summary?: string | null;
  validate?: (note: string) => string | undefined;
  onSubmit: (note: string) => void;
  onCancel: () => void;
}

const WORDS: Record<
  RequestOutcome,
  { title: string; submit: string; label: string; help: string; lead: string; failed: string }
> = {
  completed: {
    title: 'Complete the request',
    submit: 'Complete request',
    label: 'What was done',
    help: 'Sent to the requester, e.g. how the copy of their data reaches them.',
    lead: 'The request closes as completed and the requester gets the “Request completed” e-mail with your note.',
    failed: 'The request was not completed',
  },
  rejected: {
    title: 'Reject the request',
    submit: 'Reject request',
    label: 'Why it is rejected',
    help: 'Sent to the requester with their right to complain to a data protection authority.',
    lead: 'The request closes as rejected and the requester gets the “Request rejected” e-mail with your reason.',
    failed: 'The request was not rejected',
  },
};

/** Closes the request with its outcome: completed with what was done, or rejected with why. */
export function RequestCloseDialog({ isOpen, busy = false, onCancel, ...rest }: RequestCloseDialogProps) {
  const formId = useId();
  const words = WORDS[rest.outcome];
  return (
    <RequestFormDialog
      title={`${words.title} ${rest.reference}`}
      isOpen={isOpen}
      busy={busy}
      formId={formId}
      submitLabel={words.submit}
      submitVariant={rest.outcome === 'rejected' ? 'danger' : 'primary'}
      onCancel={onCancel}
    >
      <CloseFields formId={formId} {...rest} />
    </RequestFormDialog>
  );
}

function CloseFields({
  formId,
  outcome,
  error,
  summary,
  validate,
  onSubmit,
}: Omit<RequestCloseDialogProps, 'isOpen' | 'busy' | 'onCancel' | 'reference'> & { formId: string }) {
  const [note, setNote] = useState('');
  const errors = useFormErrors<'note'>(error ? { note: error } : undefined, summary);
  const words = WORDS[outcome];
  return (
    <form
      id={formId}
      ref={errors.formRef}
      noValidate
      aria-label={words.title}
      className={form.form}
      onSubmit={(event) => {
        event.preventDefault();
        const problem = validate?.(note);
        if (problem) {
          errors.show({ note: problem });
          return;
        }
        onSubmit(note.trim());
      }}
    >
      {summary ? (
        <Alert tone="error" title={words.failed}>
          {summary}
        </Alert>
      ) : null}
      <p className={form.text}>{words.lead}</p>
      <TextArea
        label={words.label}
        isRequired
        rows={5}
        value={note}
        maxLength={CloseInput.note.maxLength}
        errorMessage={errors.errors.note}
        description={words.help}
        onChange={(v) => {
          setNote(v);
          errors.edited('note');
        }}
      />
    </form>
  );
}
