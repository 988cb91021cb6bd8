import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/FormAlert.tsx';
import { StatusNotice } from '../../components/StatusNotice.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { TextField } from '../../components/TextField.tsx';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { explainProblem } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';
import { emailError } from '../../lib/validation.ts';

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
    <form ref={formRef} onSubmit={submit} noValidate>
      <FormAlert message={alert} />
      <StatusNotice>{sent}</StatusNotice>
      <TextField
        id="resend-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        value={email}
        onChange={setEmail}
        error={error}
      />
      <SubmitButton busy={busy} label="Send a new link" busyLabel="Sending…" />
    </form>
  );
}
