import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { TextField } from '../../components/TextField.tsx';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem, useFocusOnMount } from '../../lib/focus.ts';
import { explainProblem } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';
import { emailError } from '../../lib/validation.ts';

function LinkSent({ email, message }: { email: string; message: string }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Check your inbox
      </h1>
      <p role="status">{message}</p>
      <p>
        If an account exists for <strong>{email}</strong>, the email contains a link to choose a new password.
        The link works once and expires after 60 minutes.
      </p>
    </>
  );
}

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
          <form ref={formRef} onSubmit={submit} noValidate>
            <FormAlert message={alert} />
            <TextField
              id="forgot-email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              value={email}
              onChange={setEmail}
              error={error}
            />
            <SubmitButton busy={busy} label="Send the reset link" busyLabel="Sending…" />
          </form>
        </>
      )}
    </AuthLayout>
  );
}
