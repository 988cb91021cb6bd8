import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { ALERT_DISMISS_MS } from '../../app/constants.ts';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { compact, PERSON_NAME_MAX, personNameError } from '../../lib/validation.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import forms from '../forms.module.css';

type Field = 'firstname' | 'lastname';

const LABELS: Record<Field, string> = { firstname: 'First name', lastname: 'Last name' };

/** First and last name (PUT /user); the email is the login and only shown. */
export function ProfileSection({ user }: { user: Schemas['User'] }) {
  const session = useSession();
  const [values, setValues] = useState({ firstname: user.firstname, lastname: user.lastname });
  const [saved, setSaved] = useState(false);
  const form = useFormSubmit(LABELS);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
    setSaved(false);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const body = { firstname: values.firstname.trim(), lastname: values.lastname.trim() };
    const found = compact({
      firstname: personNameError(values.firstname, LABELS.firstname, 'your'),
      lastname: personNameError(values.lastname, LABELS.lastname, 'your'),
    });
    const result = await form.submit(found, () => send(api.PUT('/user', { body })));
    if (!result) return;
    const { firstname, lastname } = result.response;
    session.updateUser({ firstname, lastname });
    setValues({ firstname, lastname });
    setSaved(true);
  }

  return (
    <Card title="Profile" description="Your name as your colleagues see it in Privacy Portal.">
      <form ref={form.formRef} onSubmit={save} noValidate className={forms.form}>
        {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
        {saved ? (
          <Alert tone="success" durationMs={ALERT_DISMISS_MS} onDismiss={() => setSaved(false)}>
            Your name was saved.
          </Alert>
        ) : null}
        <div className={forms.row}>
          <TextField
            label={LABELS.firstname}
            name="firstname"
            autoComplete="given-name"
            isRequired
            maxLength={PERSON_NAME_MAX}
            value={values.firstname}
            onChange={(value) => change('firstname', value)}
            errorMessage={form.errors.firstname}
          />
          <TextField
            label={LABELS.lastname}
            name="lastname"
            autoComplete="family-name"
            isRequired
            maxLength={PERSON_NAME_MAX}
            value={values.lastname}
            onChange={(value) => change('lastname', value)}
            errorMessage={form.errors.lastname}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          value={user.email}
          isReadOnly
          description="Your email address is your login; it cannot be changed here."
        />
        <div className={forms.actions}>
          <Button type="submit" loading={form.busy}>
            Save profile
          </Button>
        </div>
      </form>
    </Card>
  );
}
