import { useState } from 'react';
import { FormAlert } from '../../components/FormAlert.tsx';
import { StatusNotice } from '../../components/StatusNotice.tsx';
import { api } from '../../lib/api.ts';
import { useFocusOnMount } from '../../lib/focus.ts';
import { explainProblem } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';

/** Shown after sign-up: the verification mail is on its way, and can be sent again. */
export function CheckInbox({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();

  async function resend() {
    setBusy(true);
    setSent(null);
    setAlert(null);
    try {
      const outcome = await send(api.POST('/email/resend', { body: { email } }));
      if (outcome.ok) setSent(outcome.data.message || 'We have sent the email again.');
      else setAlert(explainProblem(outcome.problem, { labels: {} }).summary);
    } finally {
      setBusy(false);
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
      <p className="muted">
        Nothing arrived after a few minutes? Look in your spam folder, or send the email again.
      </p>
      <StatusNotice>{sent}</StatusNotice>
      <FormAlert message={alert} />
      <button type="button" className="button button-secondary button-block" onClick={resend} disabled={busy}>
        {busy ? 'Sending…' : 'Resend the email'}
      </button>
    </>
  );
}
