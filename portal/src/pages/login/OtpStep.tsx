import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/FormAlert.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useFocusFirstProblem, useFocusOnMount } from '../../lib/focus.ts';

export type SecondFactor = { otp: string } | { recovery_code: string };

interface OtpStepProps {
  email: string;
  /** Repeats the login with the second factor; resolves to an error message, or null when done. */
  onSubmit: (secondFactor: SecondFactor) => Promise<string | null>;
  onBack: () => void;
}

const OTP_SHAPE = /^[0-9]{6}$/;
const RECOVERY_SHAPE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** The second login step for accounts with two-factor authentication. */
export function OtpStep({ email, onSubmit, onBack }: OtpStepProps) {
  const [mode, setMode] = useState<'otp' | 'recovery'>('otp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [formRef, markFailed] = useFocusFirstProblem();

  function switchMode() {
    setMode(mode === 'otp' ? 'recovery' : 'otp');
    setCode('');
    setError(undefined);
    setAlert(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = mode === 'otp' ? code.replace(/\s/g, '') : code.trim().toLowerCase();
    const shapeError =
      mode === 'otp'
        ? OTP_SHAPE.test(value)
          ? undefined
          : 'Enter the 6-digit code from your authenticator app.'
        : RECOVERY_SHAPE.test(value)
          ? undefined
          : 'Enter a recovery code like abcde-12345.';
    setError(shapeError);
    setAlert(null);
    if (shapeError) {
      markFailed();
      return;
    }
    setBusy(true);
    try {
      const message = await onSubmit(mode === 'otp' ? { otp: value } : { recovery_code: value });
      if (message) {
        setAlert(message);
        setCode('');
        markFailed();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Two-factor authentication
      </h1>
      <p>
        {mode === 'otp'
          ? `Enter the 6-digit code from the authenticator app for ${email}.`
          : `Enter one of the recovery codes you saved for ${email}. Each code works once.`}
      </p>
      <form ref={formRef} onSubmit={submit} noValidate>
        <FormAlert message={alert} />
        {mode === 'otp' ? (
          <TextField
            key="otp"
            id="login-otp"
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            spellCheck={false}
            value={code}
            onChange={setCode}
            error={error}
          />
        ) : (
          <TextField
            key="recovery"
            id="login-recovery-code"
            label="Recovery code"
            autoComplete="off"
            maxLength={11}
            spellCheck={false}
            value={code}
            onChange={setCode}
            error={error}
          />
        )}
        <SubmitButton busy={busy} label="Verify and log in" busyLabel="Verifying…" />
      </form>
      <div className="form-links">
        <button type="button" className="button-link" onClick={switchMode} disabled={busy}>
          {mode === 'otp' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
        </button>
        <button type="button" className="button-link" onClick={onBack} disabled={busy}>
          Log in with another account
        </button>
      </div>
    </>
  );
}
