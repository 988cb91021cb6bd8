import type { Schemas } from '@privacy-portal/sdk';
import { MessageInput } from '@privacy-portal/sdk/form-rules';
import { useId, useState } from 'react';
import { Alert } from '../../Alert/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import { type CheckedDialogProps, useFormErrors } from '../../module/FormDialog/index.ts';
import { RadioGroup } from '../../RadioGroup/index.ts';
import { TextArea } from '../../TextArea/index.ts';
import { TextField } from '../../TextField/index.ts';
import { EMAIL_EVENT_LABEL } from '../RequestBadges/requestLabels.ts';
import form from '../RequestFormDialog/RequestFormDialog.module.css';
import { RequestFormDialog } from '../RequestFormDialog/RequestFormDialog.tsx';
import styles from './RequestMessageDialog.module.css';

type EmailEvent = Schemas['EmailEvent'];

/** What is sent: a template's e-mail, its subject and text replaced when given. */
export interface RequestMessageValues {
  event: EmailEvent;
  subject?: string;
  body?: string;
}

export type RequestMessageErrors = Partial<Record<'subject' | 'body', string>>;

export interface RequestMessageDialogProps
  extends CheckedDialogProps<RequestMessageValues, 'subject' | 'body'> {
  /** The organization's templates in the requester's language, by event; undefined while they load. */
  templates?: Partial<Record<EmailEvent, { subject: string; body: string }>>;
  /** The requester's language, as people read it (e.g. Deutsch). */
  languageName: string;
  /** The e-mail chosen first. */
  defaultEvent?: EmailEvent;
}

const EVENTS = Object.keys(EMAIL_EVENT_LABEL) as EmailEvent[];

/**
 * Writes to the requester from one of the organization's templates (its variables filled in when it
 * is sent), or with the subject and text changed for this one e-mail. It goes out through the mail
 * queue and shows on the timeline.
 */
export function RequestMessageDialog({ isOpen, busy = false, onCancel, ...rest }: RequestMessageDialogProps) {
  const formId = useId();
  return (
    <RequestFormDialog
      title="E-mail the requester"
      width="44rem"
      isOpen={isOpen}
      busy={busy}
      formId={formId}
      submitLabel="Send e-mail"
      onCancel={onCancel}
    >
      <MessageFields formId={formId} {...rest} />
    </RequestFormDialog>
  );
}

function MessageFields({
  formId,
  templates,
  languageName,
  defaultEvent = 'acknowledgement',
  errors: serverErrors,
  summary,
  validate,
  onSubmit,
}: Omit<RequestMessageDialogProps, 'isOpen' | 'busy' | 'onCancel'> & { formId: string }) {
  const [event, setEvent] = useState<EmailEvent>(defaultEvent);
  const [custom, setCustom] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const fields = useFormErrors<'subject' | 'body'>(serverErrors, summary);
  const template = templates?.[event];

  const startFrom = (next: EmailEvent) => {
    setSubject(templates?.[next]?.subject ?? '');
    setBody(templates?.[next]?.body ?? '');
    fields.edited('subject');
    fields.edited('body');
  };
  const values = (): RequestMessageValues => (custom ? { event, subject, body } : { event });

  return (
    <form
      id={formId}
      ref={fields.formRef}
      noValidate
      aria-label="The e-mail"
      className={form.form}
      onSubmit={(e) => {
        e.preventDefault();
        const found = validate?.(values()) ?? {};
        if (Object.keys(found).length > 0) {
          fields.show(found);
          return;
        }
        onSubmit(values());
      }}
    >
      {summary ? (
        <Alert tone="error" title="The e-mail was not sent">
          {summary}
        </Alert>
      ) : null}
      <RadioGroup
        label="Template"
        options={EVENTS.map((e) => ({ value: e, label: EMAIL_EVENT_LABEL[e] }))}
        value={event}
        onChange={(next) => {
          setEvent(next as EmailEvent);
          if (custom) startFrom(next as EmailEvent);
        }}
        description={`Written in ${languageName}, the requester’s language. Variables such as {{due_date}} are filled in when it is sent.`}
      />
      <Checkbox
        isSelected={custom}
        onChange={(on) => {
          setCustom(on);
          if (on) startFrom(event);
        }}
      >
        Change the subject and text for this e-mail
      </Checkbox>
      {custom ? (
        <>
          <TextField
            label="Subject"
            isRequired
            value={subject}
            maxLength={MessageInput.subject.maxLength}
            errorMessage={fields.errors.subject}
            onChange={(v) => {
              setSubject(v);
              fields.edited('subject');
            }}
          />
          <TextArea
            label="Text"
            isRequired
            rows={10}
            value={body}
            maxLength={MessageInput.body.maxLength}
            errorMessage={fields.errors.body}
            onChange={(v) => {
              setBody(v);
              fields.edited('body');
            }}
          />
        </>
      ) : (
        <section className={styles.preview} aria-label="The template's e-mail">
          {template ? (
            <>
              <p className={styles.subject} dir="auto">
                <span className={styles.term}>Subject:</span> {template.subject}
              </p>
              <p className={styles.body} dir="auto">
                {template.body}
              </p>
            </>
          ) : (
            <p className={form.muted}>
              {templates ? 'This template has no text yet.' : 'Loading the template…'}
            </p>
          )}
        </section>
      )}
      <p className={form.muted}>The e-mail is sent through the mail queue and logged on the timeline.</p>
    </form>
  );
}
