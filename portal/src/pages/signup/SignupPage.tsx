import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { TextField } from '../../components/TextField.tsx';
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
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
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <FormAlert message={alert} />
        <div className="field-row">
          <TextField
            id="signup-firstname"
            label="First name"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            value={firstname}
            onChange={setFirstname}
            error={errors.firstname}
          />
          <TextField
            id="signup-lastname"
            label="Last name"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            value={lastname}
            onChange={setLastname}
            error={errors.lastname}
          />
        </div>
        <TextField
          id="signup-email"
          label="Work email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <NewPasswordFields
          idPrefix="signup"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordError={errors.password}
          confirmationError={errors.confirmpassword}
        />
        <SubmitButton busy={busy} label="Create account" busyLabel="Creating your account…" />
      </form>
    </AuthLayout>
  );
}
