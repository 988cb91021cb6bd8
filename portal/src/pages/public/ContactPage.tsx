import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { Select } from '@privacy-portal/ui/Select';
import { TextArea } from '@privacy-portal/ui/TextArea';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/hooks.ts';
import { api } from '../../lib/api.ts';
import { useFocusOnMount } from '../../lib/focus.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import forms from '../forms.module.css';
import styles from './contact.module.css';
import {
  COMPANY_MAX,
  type ContactField,
  type ContactTopic,
  type ContactValues,
  contactBody,
  FIELD_LABELS,
  MESSAGE_MAX,
  NAME_MAX,
  TOPICS,
  topicFromParam,
  validateContact,
} from './contactForm.ts';
import shared from './public.module.css';

function Sent({ message, onAnother }: { message: string; onAnother: () => void }) {
  // The form is gone: focus moves to the confirmation so that it is read out and keyboard users stay in place.
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className={styles.sent}>
      <Alert tone="success">{message}</Alert>
      <p>
        We answer by email, to the address you gave. In the meantime, the{' '}
        <Link to="/gethelp">help centre</Link> may already have what you need.
      </p>
      <div>
        <Button variant="secondary" onPress={onAnother}>
          Send another message
        </Button>
      </div>
    </div>
  );
}

function ContactForm({ initialTopic }: { initialTopic: ContactTopic | null }) {
  const empty: ContactValues = { name: '', email: '', company: '', topic: initialTopic, message: '' };
  const [values, setValues] = useState<ContactValues>(empty);
  const [sent, setSent] = useState<string | null>(null);
  const form = useFormSubmit(FIELD_LABELS);

  const change = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message; the others keep theirs until the next submit.
    form.clearError(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.submit(validateContact(values), () =>
      send(api.POST('/contactus', { body: contactBody(values) })),
    );
    if (result) setSent(result.message || 'Thank you, we will get back to you soon.');
  }

  if (sent !== null) {
    return (
      <Card title="Message sent" headingLevel={2}>
        <Sent
          message={sent}
          onAnother={() => {
            setValues(empty);
            form.reset();
            setSent(null);
          }}
        />
      </Card>
    );
  }

  return (
    <Card title="Send us a message" headingLevel={2} description="Fields marked * are required.">
      <form ref={form.formRef} onSubmit={submit} noValidate className={forms.form} aria-label="Contact us">
        {form.summary ? (
          <Alert tone="error" title="The message was not sent">
            {form.summary}
          </Alert>
        ) : null}
        <div className={styles.row}>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            isRequired
            maxLength={NAME_MAX}
            value={values.name}
            onChange={change('name')}
            errorMessage={form.errors.name}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck="false"
            isRequired
            value={values.email}
            onChange={change('email')}
            errorMessage={form.errors.email}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label="Company"
            name="company"
            autoComplete="organization"
            maxLength={COMPANY_MAX}
            description="Optional"
            value={values.company}
            onChange={change('company')}
            errorMessage={form.errors.company}
          />
          <Select
            label="Topic"
            name="topic"
            placeholder="Choose a topic"
            options={TOPICS.map((topic) => ({ id: topic.id, label: topic.label }))}
            value={values.topic}
            onChange={(value) => {
              setValues((current) => ({ ...current, topic: topicFromParam(value) }));
              form.clearError('topic');
            }}
            errorMessage={form.errors.topic}
          />
        </div>
        <TextArea
          label="Message"
          name="message"
          isRequired
          rows={6}
          maxLength={MESSAGE_MAX}
          description="At least 10 characters."
          value={values.message}
          onChange={change('message')}
          errorMessage={form.errors.message}
        />
        <p className={`${shared.muted} ${shared.small}`}>
          We keep your message and contact details so that our team can answer you.
        </p>
        <div>
          <Button type="submit" loading={form.busy}>
            {form.busy ? 'Sending…' : 'Send message'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /contactus: the public contact form (POST /contactus); ?topic= preselects the topic. */
export function ContactPage() {
  const [params] = useSearchParams();
  const topic = topicFromParam(params.get('topic'));
  const t = useT();
  return (
    <>
      <div className={`${shared.container} ${styles.layout}`}>
        <div className={styles.head}>
          <p className={shared.eyebrow}>{t('contact.eyebrow')}</p>
          <h1 className={shared.pageTitle}>{t('contact.title')}</h1>
          <p className={shared.pageLead}>{t('contact.lead')}</p>
        </div>
        <div className={styles.formColumn}>
          {/* A new ?topic= (a link from elsewhere on the site) starts a fresh form with that topic. */}
          <ContactForm key={topic ?? 'none'} initialTopic={topic} />
        </div>
        <div className={styles.topicsColumn}>
          <h2 className={styles.topicsTitle}>What we can help with</h2>
          <dl className={styles.topics}>
            <dt>Sales and pricing</dt>
            <dd>
              Which products and plan fit your websites, and Enterprise plans. Prices for every plan are on
              the <Link to="/pricing">pricing page</Link>.
            </dd>
            <dt>Product support</dt>
            <dd>
              Something does not work as expected. Tell us the organization and website it is about. Many
              answers are already in the <Link to="/gethelp">help centre</Link>.
            </dd>
            <dt>Partnership</dt>
            <dd>
              Agencies and resellers who manage client websites: see <Link to="/partners">Partners</Link>.
            </dd>
            <dt>Privacy and data protection</dt>
            <dd>
              Questions about how we handle personal data. If you want to exercise your rights with a website
              that uses Privacy Portal, contact that website's owner: they decide what happens to your data.
            </dd>
          </dl>
        </div>
      </div>
    </>
  );
}
