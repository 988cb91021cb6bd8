import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { explainProblem, type FieldMessages } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';
import { CAMPAIGN_PARAMS, PLAN_PARAMS, pickParams } from '../../lib/signupParams.ts';
import {
  compact,
  confirmPasswordError,
  emailError,
  newPasswordError,
  requiredError,
} from '../../lib/validation.ts';
import form from '../auth-layout/AuthForm.module.css';
import { AuthLayout } from '../auth-layout/AuthLayout.tsx';
import { NewPasswordFields } from '../auth-layout/NewPasswordFields.tsx';
import { CheckInbox } from './CheckInbox.tsx';

type Field = 'firstname' | 'lastname' | 'email' | 'password' | 'confirmpassword';

const LABELS: Record<Field, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  password: 'Password',
  confirmpassword: 'Password confirmation',
};

const CODE_FIELDS = {
  email_taken: 'email',
  weak_password: 'password',
  password_mismatch: 'confirmpassword',
} as const;

const NAME_MAX_LENGTH = 60;
const EMAIL_MAX_LENGTH = 254;

/** /signup and /register — a new account; with plan values in the query it starts a paid sign-up. */
export function SignupPage() {
  const [search] = useSearchParams();
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [formRef, markFailed] = useFocusFirstProblem();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = compact<Field>({
      firstname: requiredError(firstname, 'Enter your first name.'),
      lastname: requiredError(lastname, 'Enter your last name.'),
      email: emailError(email),
      password: newPasswordError(password),
      confirmpassword: confirmPasswordError(password, confirmation),
    });
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      markFailed();
      return;
    }
    const body = {
      firstname: firstname.trim(),
      lastname: lastname.trim(),
      email: email.trim(),
      password,
      confirmpassword: confirmation,
    };
    setBusy(true);
    try {
      // A plan chosen on the pricing page makes this a paid sign-up (calls-billing-spec: /signup_new).
      const outcome = search.get('plan_id')
        ? await send(api.POST('/signup_new', { body, params: { query: pickParams(search, PLAN_PARAMS) } }))
        : await send(api.POST('/register', { body, params: { query: pickParams(search, CAMPAIGN_PARAMS) } }));
      if (outcome.ok) {
        setRegisteredEmail(outcome.data.response.email);
        return;
      }
      const explained = explainProblem(outcome.problem, { labels: LABELS, codeFields: CODE_FIELDS });
      setErrors(explained.fields);
      setAlert(explained.summary);
      markFailed();
    } finally {
      setBusy(false);
    }
  }

  if (registeredEmail !== null) {
    return (
      <AuthLayout
        footer={
          <p>
            Already verified? <Link to="/login">Log in</Link>
          </p>
        }
      >
        <CheckInbox email={registeredEmail} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <h1>Create your account</h1>
      <p>Start protecting your visitors' privacy. We will send you an email to confirm your address.</p>
      <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
        {alert ? <Alert tone="error">{alert}</Alert> : null}
        <div className={form.row}>
          <TextField
            label="First name"
            name="firstname"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            value={firstname}
            onChange={setFirstname}
            errorMessage={errors.firstname}
          />
          <TextField
            label="Last name"
            name="lastname"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            value={lastname}
            onChange={setLastname}
            errorMessage={errors.lastname}
          />
        </div>
        <TextField
          label="Work email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck="false"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={setEmail}
          errorMessage={errors.email}
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordError={errors.password}
          confirmationError={errors.confirmpassword}
        />
        <Button type="submit" fullWidth loading={busy}>
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}
