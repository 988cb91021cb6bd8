import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { useState } from 'react';
import form from '../../components/AuthForm.module.css';
import { useFocusOnMount } from '../../lib/focus.ts';
import { problemSummary } from '../../lib/problem.ts';
import { problemOf } from '../../lib/queryClient.ts';
import { useResendVerification } from '../verify-email/verifyEmail.queries.ts';

type Resent = { tone: 'success'; message: string } | { tone: 'error'; message: string } | null;

/** Shown after sign-up: the verification mail is on its way, and can be sent again. */
export function CheckInbox({ email }: { email: string }) {
  const resendEmail = useResendVerification();
  const [resent, setResent] = useState<Resent>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();

  async function resend() {
    if (resendEmail.isPending) return;
    setResent(null);
    try {
      const result = await resendEmail.mutateAsync({ body: { email } });
      setResent({ tone: 'success', message: result.message || 'We have sent the email again.' });
    } catch (error) {
      setResent({ tone: 'error', message: problemSummary(problemOf(error)) });
    }
  }

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Check your inbox
      </h1>
      <p>
        We have sent a verification link to <strong>{email}</strong>. Open it to confirm your address and
        finish setting up your account.
      </p>
      <p className={form.muted}>
        Nothing arrived after a few minutes? Look in your spam folder, or send the email again.
      </p>
      {resent ? (
        <div className={form.messages}>
          <Alert tone={resent.tone}>{resent.message}</Alert>
        </div>
      ) : null}
      <Button variant="secondary" fullWidth loading={resendEmail.isPending} onPress={() => void resend()}>
        Resend the email
      </Button>
    </>
  );
}
