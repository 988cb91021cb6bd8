import { contractRules, LoginContext, useLoginState } from '@privacy-portal/sdk/react';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { type FormEvent, useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormTextField } from '../../components/FormTextField.tsx';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import type { NavigationNotice } from '../../lib/navigationNotice.ts';
import { sentence } from '../../lib/problem.ts';
import form from '../auth-layout/AuthForm.module.css';

type Values = { email: string; password: string };

/** The contract's LoginRequest checks; the refusal of the credentials comes from the login machine. */
const RULES = {
  email: contractRules('LoginRequest', 'email', 'Email', { required: 'Enter your email address.' }),
  password: contractRules('LoginRequest', 'password', 'Password', { required: 'Enter your password.' }),
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
  const actorRef = LoginContext.useActorRef();
  const view = useLoginState();
  const fields = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { email: initialEmail, password: '' },
  });
  const [formRef, markFailed] = useFocusFirstProblem();
  const failure = view.state === 'failure' && view.error ? sentence(view.error) : null;

  // A refused login moves focus to its message, as a failed client check does to its field.
  useEffect(() => {
    if (failure) markFailed();
  }, [failure, markFailed]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    onDismissNotice();
    let invalid = false;
    await fields.handleSubmit(
      ({ email, password }) => actorRef.send({ type: 'SUBMIT', email: email.trim(), password }),
      () => {
        invalid = true;
      },
    )(event);
    // Once every field has its message (react-hook-form sets them after the invalid callback).
    if (invalid) markFailed();
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
      <FormProvider {...fields}>
        <form ref={formRef} className={form.form} onSubmit={(event) => void submit(event)} noValidate>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <FormTextField<Values>
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            spellCheck="false"
            rules={RULES.email}
          />
          <FormTextField<Values>
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            rules={RULES.password}
          />
          <p className={form.aside}>
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
          <Button type="submit" fullWidth loading={view.busy || LEAVING.has(String(view.state))}>
            Log in
          </Button>
        </form>
      </FormProvider>
    </>
  );
}
