import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { StatusNotice } from '../../components/StatusNotice.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { TextField } from '../../components/TextField.tsx';
import { api, tokenStore } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { readNavigationNotice } from '../../lib/navigationNotice.ts';
import { explainProblem, type FieldMessages } from '../../lib/problem.ts';
import { takeRedirect } from '../../lib/redirect.ts';
import { storeRegistrationToken } from '../../lib/registrationSession.ts';
import { send } from '../../lib/send.ts';
import { compact, emailError, requiredError } from '../../lib/validation.ts';
import { OtpStep, type SecondFactor } from './OtpStep.tsx';

type Field = 'email' | 'password';

const LABELS: Record<Field, string> = { email: 'Email', password: 'Password' };

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const arrival = readNavigationNotice(location.state);
  const [notice, setNotice] = useState(arrival.notice);
  const [email, setEmail] = useState(arrival.email ?? '');
  const [password, setPassword] = useState('');
  const [stage, setStage] = useState<'credentials' | 'otp'>('credentials');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [formRef, markFailed] = useFocusFirstProblem();

  /** Sends the login; answers an error message for the second-factor step, or null when it moved on. */
  async function logIn(secondFactor?: SecondFactor): Promise<string | null> {
    const outcome = await send(
      api.POST('/login', { body: { email: email.trim(), password, ...(secondFactor ?? {}) } }),
    );
    if (!outcome.ok) {
      const { problem } = outcome;
      if (secondFactor && problem.code !== 'invalid_credentials')
        return explainProblem(problem, { labels: {} }).summary;
      const explained = explainProblem(problem, { labels: LABELS });
      setStage('credentials');
      setErrors(explained.fields);
      setAlert(explained.summary);
      markFailed();
      return null;
    }
    const result = outcome.data.response;
    switch (result.action) {
      case 'success':
        tokenStore.set(result.token);
        navigate(takeRedirect(), { replace: true });
        return null;
      case 'required': {
        storeRegistrationToken(result.registration_token);
        const query = new URLSearchParams({
          email: result.email,
          userID: String(result.userID),
          step: 'required',
        });
        navigate(`/signup?${query.toString()}`);
        return null;
      }
      case 'otpRequired':
        if (secondFactor) return 'The code was not accepted. Please try again.';
        setStage('otp');
        return null;
      case 'statusRequired':
        if (/^https?:\/\//i.test(result.uri)) window.location.assign(result.uri);
        else navigate(result.uri);
        return null;
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = compact<Field>({
      email: emailError(email),
      password: requiredError(password, 'Enter your password.'),
    });
    setNotice(undefined);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      markFailed();
      return;
    }
    setBusy(true);
    try {
      await logIn();
    } finally {
      setBusy(false);
    }
  }

  if (stage === 'otp') {
    return (
      <AuthLayout>
        <OtpStep
          email={email.trim()}
          onSubmit={logIn}
          onBack={() => {
            setPassword('');
            setStage('credentials');
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      footer={
        <p>
          New to Privacy Portal? <Link to="/signup">Create an account</Link>
        </p>
      }
    >
      <h1>Log in</h1>
      <StatusNotice>{notice}</StatusNotice>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <FormAlert message={alert} />
        <TextField
          id="login-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <p className="form-aside">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <SubmitButton busy={busy} label="Log in" busyLabel="Logging in…" />
      </form>
    </AuthLayout>
  );
}
