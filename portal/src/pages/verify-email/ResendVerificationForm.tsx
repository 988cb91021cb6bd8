import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { compact, emailError } from '../../lib/validation.ts';
import formStyles from '../auth-layout/AuthForm.module.css';

const LABELS = { email: 'Email' };

/** Asks for a new verification mail when the link did not work. */
export function ResendVerificationForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const form = useFormSubmit(LABELS);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(null);
    const result = await form.submit(compact({ email: emailError(email) }), () =>
      send(api.POST('/email/resend', { body: { email: email.trim() } })),
    );
    if (result) {
      setSent(
        result.message ||
          'If that address has an account waiting for verification, a new link is on its way.',
      );
    }
  }

  return (
    <form ref={form.formRef} className={formStyles.form} onSubmit={submit} noValidate>
      {/* A refused address is marked on its field; the summary would only repeat it. */}
      {form.summary && !form.errors.email ? <Alert tone="error">{form.summary}</Alert> : null}
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck="false"
        value={email}
        onChange={setEmail}
        errorMessage={form.errors.email}
      />
      <Button type="submit" fullWidth loading={form.busy}>
        Send a new link
      </Button>
    </form>
  );
}
