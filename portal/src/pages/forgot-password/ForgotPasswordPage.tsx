import { EmailRequest as EmailRequestRules } from '@privacy-portal/sdk/form-rules';
import { contractRules } from '@privacy-portal/sdk/react';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router-dom';
import formStyles from '../../components/AuthForm.module.css';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormTextField } from '../../components/FormTextField.tsx';
import { useFocusOnMount } from '../../lib/focus.ts';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useForgotPassword } from './forgotPassword.queries.ts';

type Values = { email: string };

const LABELS = { email: 'Email' };
const EMAIL_RULES = contractRules(EmailRequestRules, 'email', 'Email', {
  required: 'Enter your email address.',
});

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
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const forgot = useForgotPassword();
  const form = useApiForm<Values>({ labels: LABELS, defaultValues: { email: '' } });

  const submit = form.submitWith(async ({ email }) => {
    const result = await forgot.mutateAsync({ body: { email: email.trim() } });
    setSent({ email: email.trim(), message: result.message || 'We have sent you an email.' });
  });

  return (
    <AuthLayout
      footer={
        <p>
          Remembered it? <Link to="/login">Back to log in</Link>
        </p>
      }
    >
      {sent !== null ? (
        <LinkSent email={sent.email} message={sent.message} />
      ) : (
        <>
          <h1>Reset your password</h1>
          <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
          <FormProvider {...form}>
            <form ref={form.formRef} className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
              {/* A refused address is marked on its field; the summary would only repeat it. */}
              {form.summary && !form.formState.errors.email ? (
                <Alert tone="error">{form.summary}</Alert>
              ) : null}
              <FormTextField<Values>
                label="Email"
                name="email"
                rules={EMAIL_RULES}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck="false"
              />
              <Button type="submit" fullWidth loading={form.busy}>
                Send the reset link
              </Button>
            </form>
          </FormProvider>
        </>
      )}
    </AuthLayout>
  );
}
