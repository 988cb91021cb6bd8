import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem, useFocusOnMount } from '../../lib/focus.ts';
import { explainProblem } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';
import { emailError } from '../../lib/validation.ts';
import form from '../auth-layout/AuthForm.module.css';
import { AuthLayout } from '../auth-layout/AuthLayout.tsx';

function LinkSent({ email, message }: { email: string; message: string }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Check your inbox
      </h1>
      <div className={form.messages}>
        <Alert tone="success">{message}</Alert>
      </div>
      <p>
        If an account exists for <strong>{email}</strong>, the email contains a link to choose a new password.
        The link works once and expires after 60 minutes.
      </p>
    </>
  );
}

/** /forgot-password — mails a link to choose a new password. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [formRef, markFailed] = useFocusFirstProblem();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    setAlert(null);
    if (found) {
      markFailed();
      return;
    }
    setBusy(true);
    try {
      const outcome = await send(api.POST('/password/forgot', { body: { email: email.trim() } }));
      if (outcome.ok) {
        setSent(outcome.data.message || 'We have sent you an email.');
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
    <AuthLayout
      footer={
        <p>
          Remembered it? <Link to="/login">Back to log in</Link>
        </p>
      }
    >
      {sent !== null ? (
        <LinkSent email={email.trim()} message={sent} />
      ) : (
        <>
          <h1>Reset your password</h1>
          <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
          <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
            {alert ? <Alert tone="error">{alert}</Alert> : null}
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
              Send the reset link
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
