import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { Select } from '@privacy-portal/ui/Select';
import { TextArea } from '@privacy-portal/ui/TextArea';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiFormElement } from '../../components/ApiFormElement.tsx';
import { FormTextField } from '../../components/FormTextField.tsx';
import { useT } from '../../i18n/hooks.ts';
import { useFocusOnMount } from '../../lib/focus.ts';
import { useApiForm } from '../../lib/useApiForm.ts';
import styles from './contact.module.css';
import { useSendContact } from './contact.queries.ts';
import {
  COMPANY_MAX,
  CONTACT_RULES,
  type ContactTopic,
  type ContactValues,
  contactBody,
  FIELD_LABELS,
  MESSAGE_MAX,
  NAME_MAX,
  TOPICS,
  topicFromParam,
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
  const [sent, setSent] = useState<string | null>(null);
  const contact = useSendContact();
  // A corrected field loses its message; the others keep theirs until the next submit.
  const form = useApiForm<ContactValues>({ labels: FIELD_LABELS, defaultValues: empty });

  const submit = form.submitWith(async (values) => {
    const result = await contact.mutateAsync({ body: contactBody(values) });
    setSent(result.message || 'Thank you, we will get back to you soon.');
  });

  if (sent !== null) {
    return (
      <Card title="Message sent" headingLevel={2}>
        <Sent
          message={sent}
          onAnother={() => {
            form.reset(empty);
            form.clearProblems();
            setSent(null);
          }}
        />
      </Card>
    );
  }

  return (
    <Card title="Send us a message" headingLevel={2} description="Fields marked * are required.">
      <ApiFormElement
        form={form}
        onSubmit={(event) => void submit(event)}
        label="Contact us"
        failureTitle="The message was not sent"
      >
        <div className={styles.row}>
          <FormTextField<ContactValues>
            label="Name"
            name="name"
            rules={CONTACT_RULES.name}
            autoComplete="name"
            isRequired
            maxLength={NAME_MAX}
          />
          <FormTextField<ContactValues>
            label="Email"
            name="email"
            rules={CONTACT_RULES.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck="false"
            isRequired
          />
        </div>
        <div className={styles.row}>
          <FormTextField<ContactValues>
            label="Company"
            name="company"
            rules={CONTACT_RULES.company}
            autoComplete="organization"
            maxLength={COMPANY_MAX}
            description="Optional"
          />
          <Controller
            control={form.control}
            name="topic"
            render={({ field, fieldState }) => (
              <Select
                label="Topic"
                name="topic"
                placeholder="Choose a topic"
                options={TOPICS.map((topic) => ({ id: topic.id, label: topic.label }))}
                value={field.value}
                onChange={(value) => {
                  field.onChange(topicFromParam(value));
                  form.clearErrors('topic');
                }}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        </div>
        <Controller
          control={form.control}
          name="message"
          rules={CONTACT_RULES.message}
          render={({ field, fieldState }) => (
            <TextArea
              label="Message"
              name="message"
              isRequired
              rows={6}
              maxLength={MESSAGE_MAX}
              description="At least 10 characters."
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.clearErrors('message');
              }}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <p className={`${shared.muted} ${shared.small}`}>
          We keep your message and contact details so that our team can answer you.
        </p>
        <div>
          <Button type="submit" loading={form.busy}>
            {form.busy ? 'Sending…' : 'Send message'}
          </Button>
        </div>
      </ApiFormElement>
    </Card>
  );
}

/** /contactus: the public contact form (POST /contactus); ?topic= preselects the topic. */
export function ContactPage() {
  const [params] = useSearchParams();
  const topic = topicFromParam(params.get('topic'));
  const t = useT();
  return (
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
            Which products and plan fit your websites, and Enterprise plans. Prices for every plan are on the{' '}
            <Link to="/pricing">pricing page</Link>.
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
  );
}
