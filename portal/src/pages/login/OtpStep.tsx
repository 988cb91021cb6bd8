import { LoginRequest } from '@privacy-portal/sdk/form-rules';
import { contractFieldRules, ruleProblem } from '@privacy-portal/sdk/react';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import form from '../../components/AuthForm.module.css';
import { useFocusFirstProblem, useFocusOnMount } from '../../lib/focus.ts';
import { sentence } from '../../lib/problem.ts';
import { useLoginActor, useLoginState } from './loginPort.ts';

type Mode = 'otp' | 'recovery';

/** The code as it is sent: authenticator apps group the digits ("123 456"); recovery codes are lower case. */
const typed: Record<Mode, (value: string) => string> = {
  otp: (value) => value.replace(/\s/g, ''),
  recovery: (value) => value.trim().toLowerCase(),
};

const OTP_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
const RECOVERY_MESSAGE = 'Enter a recovery code like abcde-12345.';

/** The contract's LoginRequest patterns of the two kinds of code, on the code as it is sent. */
const RULES = {
  otp: contractFieldRules(LoginRequest, 'otp', 'Authentication code', {
    required: OTP_MESSAGE,
    pattern: OTP_MESSAGE,
  }),
  recovery: contractFieldRules(LoginRequest, 'recovery_code', 'Recovery code', {
    required: RECOVERY_MESSAGE,
    pattern: RECOVERY_MESSAGE,
  }),
};

/** The second login step for accounts with two-factor authentication: a code, or a recovery code. */
export function OtpStep() {
  const actorRef = useLoginActor();
  const view = useLoginState();
  const [mode, setMode] = useState<Mode>('otp');
  const [code, setCode] = useState('');
  const [shapeError, setShapeError] = useState<string | undefined>();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [formRef, markFailed] = useFocusFirstProblem();
  const refusal = view.error ? sentence(view.error) : null;

  // A refused code is announced by its alert; focus goes back to the (emptied) field for the next try.
  useEffect(() => {
    if (refusal) formRef.current?.querySelector('input')?.focus();
  }, [refusal, formRef]);

  function switchMode() {
    setMode(mode === 'otp' ? 'recovery' : 'otp');
    setCode('');
    setShapeError(undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = typed[mode](code);
    const found = ruleProblem(RULES[mode], value);
    setShapeError(found);
    if (found) {
      markFailed();
      return;
    }
    // Emptied now so that a refused code does not have to be deleted before typing the next one.
    setCode('');
    actorRef.send(
      mode === 'otp' ? { type: 'SUBMIT_CODE', otp: value } : { type: 'SUBMIT_CODE', recovery_code: value },
    );
  }

  const fieldProps = {
    value: code,
    onChange: setCode,
    errorMessage: shapeError,
    spellCheck: 'false',
  };

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Two-factor authentication
      </h1>
      <p>
        {mode === 'otp'
          ? `Enter the 6-digit code from the authenticator app for ${view.email}.`
          : `Enter one of the recovery codes you saved for ${view.email}. Each code works once.`}
      </p>
      <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        {mode === 'otp' ? (
          <TextField
            key="otp"
            label="Authentication code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...fieldProps}
          />
        ) : (
          <TextField
            key="recovery"
            label="Recovery code"
            name="recovery_code"
            autoComplete="off"
            maxLength={11}
            {...fieldProps}
          />
        )}
        <Button type="submit" fullWidth loading={view.busy}>
          Verify and log in
        </Button>
      </form>
      <div className={form.links}>
        <Button variant="ghost" size="sm" onPress={switchMode} isDisabled={view.busy}>
          {mode === 'otp' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onPress={() => actorRef.send({ type: 'BACK' })}
          isDisabled={view.busy}
        >
          Log in with another account
        </Button>
      </div>
    </>
  );
}
