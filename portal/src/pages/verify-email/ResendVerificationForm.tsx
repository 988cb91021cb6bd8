import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { explainProblem } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';
import { emailError } from '../../lib/validation.ts';
import form from '../auth-layout/AuthForm.module.css';

/** Asks for a new verification mail when the link did not work. */
export function ResendVerificationForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formRef, markFailed] = useFocusFirstProblem();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    setAlert(null);
    setSent(null);
    if (found) {
      markFailed();
      return;
    }
    setBusy(true);
    try {
      const outcome = await send(api.POST('/email/resend', { body: { email: email.trim() } }));
      if (outcome.ok) {
        setSent(
          outcome.data.message ||
            'If that address has an account waiting for verification, a new link is on its way.',
        );
        return;
      }
      const explained = explainProblem(outcome.problem, { labels: { email: 'Email' } });
      setError(explained.fields.email);
      setAlert(explained.fields.email ? null : explained.summary);
      markFailed();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      {alert ? <Alert tone="error">{alert}</Alert> : null}
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
        errorMessage={error}
      />
      <Button type="submit" fullWidth loading={busy}>
        Send a new link
      </Button>
    </form>
  );
}
