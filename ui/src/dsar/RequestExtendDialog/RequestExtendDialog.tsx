import type { Schemas } from '@privacy-portal/sdk';
import { ExtendInput } from '@privacy-portal/sdk/form-rules';
import { useId, useState } from 'react';
import { Alert } from '../../Alert/index.ts';
import { useFormErrors } from '../../module/FormDialog/index.ts';
import { TextArea } from '../../TextArea/index.ts';
import { formatDay } from '../RequestBadges/requestLabels.ts';
import form from '../RequestFormDialog/RequestFormDialog.module.css';
import { RequestFormDialog } from '../RequestFormDialog/RequestFormDialog.tsx';

export interface RequestExtendDialogProps {
  isOpen: boolean;
  /** The request's deadlines: the law, today's due date and how far it may go. */
  deadlines: Schemas['Deadlines'];
  busy?: boolean;
  /** The server's message on the reason. */
  error?: string;
  /** The server's refusal (e.g. the time to extend has passed). */
  summary?: string | null;
  validate?: (reason: string) => string | undefined;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Extends the deadline as far as the law allows. The reason is required: the requester is sent it with
 * the new date, which is the notice the law asks for.
 */
export function RequestExtendDialog({ isOpen, busy = false, onCancel, ...rest }: RequestExtendDialogProps) {
  const formId = useId();
  return (
    <RequestFormDialog
      title="Extend the deadline"
      isOpen={isOpen}
      busy={busy}
      formId={formId}
      submitLabel="Extend and notify"
      onCancel={onCancel}
    >
      <ExtendFields formId={formId} {...rest} />
    </RequestFormDialog>
  );
}

function ExtendFields({
  formId,
  deadlines: d,
  error,
  summary,
  validate,
  onSubmit,
}: Omit<RequestExtendDialogProps, 'isOpen' | 'busy' | 'onCancel'> & { formId: string }) {
  const [reason, setReason] = useState('');
  const errors = useFormErrors<'reason'>(error ? { reason: error } : undefined, summary);
  return (
    <form
      id={formId}
      ref={errors.formRef}
      noValidate
      aria-label="The extension"
      className={form.form}
      onSubmit={(event) => {
        event.preventDefault();
        const problem = validate?.(reason);
        if (problem) {
          errors.show({ reason: problem });
          return;
        }
        onSubmit(reason.trim());
      }}
    >
      {summary ? (
        <Alert tone="error" title="The deadline was not extended">
          {summary}
        </Alert>
      ) : null}
      <p className={form.text}>
        Under {d.law} the deadline moves from {formatDay(d.due_on)} to{' '}
        <strong>{d.extended_due_on ? formatDay(d.extended_due_on) : 'the latest date the law allows'}</strong>
        .
      </p>
      <p className={form.muted}>
        The requester is sent the extension notice with the new date and your reason
        {d.extension_notice_by ? `; the law asks for it by ${formatDay(d.extension_notice_by)}` : ''}. A
        deadline can be extended once.
      </p>
      <TextArea
        label="Reason for the extension"
        isRequired
        rows={4}
        value={reason}
        maxLength={ExtendInput.reason.maxLength}
        errorMessage={errors.errors.reason}
        description="Sent to the requester, e.g. the number of requests or the systems to search."
        onChange={(v) => {
          setReason(v);
          errors.edited('reason');
        }}
      />
    </form>
  );
}
