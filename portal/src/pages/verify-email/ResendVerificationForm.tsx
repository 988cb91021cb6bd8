import { EmailRequest as EmailRequestRules } from '@privacy-portal/sdk/form-rules';
import { contractRules } from '@privacy-portal/sdk/react';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import formStyles from '../../components/AuthForm.module.css';
import { FormTextField } from '../../components/FormTextField.tsx';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useResendVerification } from './verifyEmail.queries.ts';

type Values = { email: string };

const LABELS = { email: 'Email' };
const EMAIL_RULES = contractRules(EmailRequestRules, 'email', 'Email', {
  required: 'Enter your email address.',
});

/** Asks for a new verification mail when the link did not work. */
export function ResendVerificationForm() {
  const [sent, setSent] = useState<string | null>(null);
  const resend = useResendVerification();
  const form = useApiForm<Values>({ labels: LABELS, defaultValues: { email: '' } });

  const submit = form.submitWith(async ({ email }) => {
    const result = await resend.mutateAsync({ body: { email: email.trim() } });
    setSent(
      result.message || 'If that address has an account waiting for verification, a new link is on its way.',
    );
  });

  return (
    <FormProvider {...form}>
      <form
        ref={form.formRef}
        className={formStyles.form}
        onSubmit={(event) => {
          setSent(null);
          void submit(event);
        }}
        noValidate
      >
        {/* A refused address is marked on its field; the summary would only repeat it. */}
        {form.summary && !form.formState.errors.email ? <Alert tone="error">{form.summary}</Alert> : null}
        {sent ? <Alert tone="success">{sent}</Alert> : null}
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
          Send a new link
        </Button>
      </form>
    </FormProvider>
  );
}
