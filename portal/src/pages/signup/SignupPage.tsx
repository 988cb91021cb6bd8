import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { CAMPAIGN_PARAMS, PLAN_PARAMS, pickParams } from '../../lib/signupParams.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import {
  compact,
  confirmPasswordError,
  emailError,
  newPasswordError,
  PERSON_NAME_MAX,
  personNameError,
} from '../../lib/validation.ts';
import formStyles from '../auth-layout/AuthForm.module.css';
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

const EMAIL_MAX_LENGTH = 254;

/** /signup and /register — a new account; with plan values in the query it starts a paid sign-up. */
export function SignupPage() {
  const [search] = useSearchParams();
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useFormSubmit(LABELS, { codeFields: CODE_FIELDS });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = compact<Field>({
      firstname: personNameError(firstname, LABELS.firstname, 'your'),
      lastname: personNameError(lastname, LABELS.lastname, 'your'),
      email: emailError(email),
      password: newPasswordError(password),
      confirmpassword: confirmPasswordError(password, confirmation),
    });
    const body = {
      firstname: firstname.trim(),
      lastname: lastname.trim(),
      email: email.trim(),
      password,
      confirmpassword: confirmation,
    };
    const result = await form.submit(found, () =>
      // A plan chosen on the pricing page makes this a paid sign-up (calls-billing-spec: /signup_new).
      search.get('plan_id')
        ? send(api.POST('/signup_new', { body, params: { query: pickParams(search, PLAN_PARAMS) } }))
        : send(api.POST('/register', { body, params: { query: pickParams(search, CAMPAIGN_PARAMS) } })),
    );
    if (result) setRegisteredEmail(result.response.email);
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
      <form ref={form.formRef} className={formStyles.form} onSubmit={submit} noValidate>
        {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
        <div className={formStyles.row}>
          <TextField
            label="First name"
            name="firstname"
            autoComplete="given-name"
            maxLength={PERSON_NAME_MAX}
            value={firstname}
            onChange={setFirstname}
            errorMessage={form.errors.firstname}
          />
          <TextField
            label="Last name"
            name="lastname"
            autoComplete="family-name"
            maxLength={PERSON_NAME_MAX}
            value={lastname}
            onChange={setLastname}
            errorMessage={form.errors.lastname}
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
          errorMessage={form.errors.email}
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordError={form.errors.password}
          confirmationError={form.errors.confirmpassword}
        />
        <Button type="submit" fullWidth loading={form.busy}>
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}
