import { RegisterRequest as RegisterRequestRules } from '@privacy-portal/sdk/form-rules';
import { contractMaxLength, contractRules } from '@privacy-portal/sdk/react';
import { Button } from '@privacy-portal/ui/Button';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiFormElement } from '../../components/ApiFormElement.tsx';
import formStyles from '../../components/AuthForm.module.css';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormNewPasswordFields } from '../../components/FormNewPasswordFields.tsx';
import { FormTextField } from '../../components/FormTextField.tsx';
import { confirmationRules, newPasswordRules } from '../../lib/newPassword.ts';
import { CAMPAIGN_PARAMS, PLAN_PARAMS, pickParams } from '../../lib/signupParams.ts';
import { useApiForm } from '../../lib/useApiForm.ts';
import { CheckInbox } from './CheckInbox.tsx';
import { useSignup } from './signup.queries.ts';

type Field = 'firstname' | 'lastname' | 'email' | 'password' | 'confirmpassword';
type Values = Record<Field, string>;

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

/** The contract's RegisterRequest checks, worded for the user's own details. */
const RULES = {
  firstname: contractRules(RegisterRequestRules, 'firstname', LABELS.firstname, {
    required: 'Enter your first name.',
  }),
  lastname: contractRules(RegisterRequestRules, 'lastname', LABELS.lastname, {
    required: 'Enter your last name.',
  }),
  email: contractRules(RegisterRequestRules, 'email', LABELS.email, {
    required: 'Enter your email address.',
  }),
  password: newPasswordRules<Values, typeof RegisterRequestRules>(RegisterRequestRules, 'password'),
  confirmpassword: confirmationRules<Values>('password'),
};

/** /signup and /register — a new account; with plan values in the query it starts a paid sign-up. */
export function SignupPage() {
  const [search] = useSearchParams();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const signup = useSignup();
  const form = useApiForm<Values>({
    labels: LABELS,
    codeFields: CODE_FIELDS,
    defaultValues: {
      firstname: '',
      lastname: '',
      email: search.get('email') ?? '',
      password: '',
      confirmpassword: '',
    },
  });

  const submit = form.submitWith(async (values) => {
    const body = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      password: values.password,
      confirmpassword: values.confirmpassword,
    };
    const result = search.get('plan_id')
      ? await signup.paid.mutateAsync({ body, params: { query: pickParams(search, PLAN_PARAMS) } })
      : await signup.free.mutateAsync({ body, params: { query: pickParams(search, CAMPAIGN_PARAMS) } });
    setRegisteredEmail(result.response.email);
  });

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
      <ApiFormElement form={form} className={formStyles.form} onSubmit={(event) => void submit(event)}>
        <div className={formStyles.row}>
          <FormTextField<Values>
            label="First name"
            name="firstname"
            autoComplete="given-name"
            maxLength={contractMaxLength(RegisterRequestRules, 'firstname')}
            rules={RULES.firstname}
          />
          <FormTextField<Values>
            label="Last name"
            name="lastname"
            autoComplete="family-name"
            maxLength={contractMaxLength(RegisterRequestRules, 'lastname')}
            rules={RULES.lastname}
          />
        </div>
        <FormTextField<Values>
          label="Work email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck="false"
          maxLength={contractMaxLength(RegisterRequestRules, 'email')}
          rules={RULES.email}
        />
        <FormNewPasswordFields<Values>
          passwordName="password"
          confirmationName="confirmpassword"
          passwordRules={RULES.password}
          confirmationRules={RULES.confirmpassword}
        />
        <Button type="submit" fullWidth loading={form.busy}>
          Create account
        </Button>
      </ApiFormElement>
    </AuthLayout>
  );
}
