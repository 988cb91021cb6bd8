import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { useFocusOnMount } from '../../lib/focus.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { compact, emailError } from '../../lib/validation.ts';
import formStyles from '../auth-layout/AuthForm.module.css';
import { AuthLayout } from '../auth-layout/AuthLayout.tsx';

const LABELS = { email: 'Email' };

function LinkSent({ email, message }: { email: string; message: string }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Check your inbox
      </h1>
      <div className={formStyles.messages}>
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
  const [sent, setSent] = useState<string | null>(null);
  const form = useFormSubmit(LABELS);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.submit(compact({ email: emailError(email) }), () =>
      send(api.POST('/password/forgot', { body: { email: email.trim() } })),
    );
    if (result) setSent(result.message || 'We have sent you an email.');
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
          <form ref={form.formRef} className={formStyles.form} onSubmit={submit} noValidate>
            {/* A refused address is marked on its field; the summary would only repeat it. */}
            {form.summary && !form.errors.email ? <Alert tone="error">{form.summary}</Alert> : null}
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
              Send the reset link
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
