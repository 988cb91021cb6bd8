import { LoginRequest } from '@privacy-portal/sdk/form-rules';
import { contractFieldRules, ruleProblem } from '@privacy-portal/sdk/react';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import form from '../../components/AuthForm.module.css';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import type { NavigationNotice } from '../../lib/navigationNotice.ts';
import type { FieldMessages } from '../../lib/problem.ts';
import { sentence } from '../../lib/problem.ts';
import { useLoginActor, useLoginState } from './loginPort.ts';

type Field = 'email' | 'password';

/** The contract's LoginRequest checks; the refusal of the credentials comes from the login machine. */
const RULES = {
  email: contractFieldRules(LoginRequest, 'email', 'Email', { required: 'Enter your email address.' }),
  password: contractFieldRules(LoginRequest, 'password', 'Password', { required: 'Enter your password.' }),
};

/** States in which the login has been answered and the page is about to move on. */
const LEAVING = new Set(['success', 'required', 'statusRequired']);

interface CredentialsStepProps {
  initialEmail: string;
  notice: NavigationNotice | null;
  onDismissNotice: () => void;
}

/** The first login step: email and password. */
export function CredentialsStep({ initialEmail, notice, onDismissNotice }: CredentialsStepProps) {
  const actorRef = useLoginActor();
  const view = useLoginState();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [formRef, markFailed] = useFocusFirstProblem();
  const failure = view.state === 'failure' && view.error ? sentence(view.error) : null;

  // A refused login moves focus to its message, as a failed client check does to its field.
  useEffect(() => {
    if (failure) markFailed();
  }, [failure, markFailed]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldMessages<Field> = {};
    for (const [field, value] of [
      ['email', email],
      ['password', password],
    ] as const) {
      const problem = ruleProblem(RULES[field], value);
      if (problem !== undefined) found[field] = problem;
    }
    setErrors(found);
    onDismissNotice();
    if (Object.keys(found).length > 0) {
      markFailed();
      return;
    }
    actorRef.send({ type: 'SUBMIT', email: email.trim(), password });
  }

  return (
    <>
      <h1>Log in</h1>
      {notice?.notice ? (
        <div className={form.messages}>
          <Alert tone={notice.tone ?? 'info'} onDismiss={onDismissNotice}>
            {notice.notice}
          </Alert>
        </div>
      ) : null}
      <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          spellCheck="false"
          value={email}
          onChange={setEmail}
          errorMessage={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorMessage={errors.password}
        />
        <p className={form.aside}>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <Button type="submit" fullWidth loading={view.busy || LEAVING.has(String(view.state))}>
          Log in
        </Button>
      </form>
    </>
  );
}
