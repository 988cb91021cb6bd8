import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { compact, confirmPasswordError, isLinkToken, newPasswordError } from '../../lib/validation.ts';
import formStyles from '../auth-layout/AuthForm.module.css';
import { AuthLayout } from '../auth-layout/AuthLayout.tsx';
import { NewPasswordFields } from '../auth-layout/NewPasswordFields.tsx';

type Field = 'password' | 'confirmpassword';

const LABELS: Record<Field, string> = { password: 'Password', confirmpassword: 'Password confirmation' };
const CODE_FIELDS = { weak_password: 'password', password_mismatch: 'confirmpassword' } as const;

const backToLogin = (
  <p>
    <Link to="/login">Back to log in</Link>
  </p>
);

/**
 * /resetpswd/:id (or /resetpswd?id=) — the link of the "forgot password" mail. The route guard has
 * already logged this browser out (portal-spec §2): the new password ends every session anyway.
 */
export function ResetPasswordPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id') ?? search.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [linkBroken, setLinkBroken] = useState(false);
  const form = useFormSubmit(LABELS, { codeFields: CODE_FIELDS });

  if (!isLinkToken(id)) {
    return (
      <AuthLayout footer={backToLogin}>
        <h1>This reset link is not valid</h1>
        <p>Check that you opened the whole link from the email, or request a new one.</p>
        <Link className={formStyles.primaryLink} to="/forgot-password">
          Request a new reset link
        </Link>
      </AuthLayout>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = compact<Field>({
      password: newPasswordError(password),
      confirmpassword: confirmPasswordError(password, confirmation),
    });
    const result = await form.submit(found, async () => {
      const outcome = await send(
        api.POST('/password/reset', { body: { token: id, password, confirmpassword: confirmation } }),
      );
      // A used or expired link cannot be fixed in the form: the alert offers a new one.
      setLinkBroken(
        !outcome.ok &&
          (outcome.problem.code === 'link_invalid' ||
            outcome.problem.details.some((detail) => detail.field === 'token')),
      );
      return outcome;
    });
    if (!result) return;
    navigate('/login', {
      replace: true,
      state: {
        tone: 'success',
        notice: 'Your password has been changed. Log in with your new password.',
      },
    });
  }

  return (
    <AuthLayout footer={backToLogin}>
      <h1>Choose a new password</h1>
      <p>After you save it, you will be logged out everywhere and can log in with the new password.</p>
      <form ref={form.formRef} className={formStyles.form} onSubmit={submit} noValidate>
        {form.summary ? (
          <Alert tone="error">
            {form.summary}
            {linkBroken ? (
              <>
                {' '}
                <Link to="/forgot-password">Request a new reset link</Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <NewPasswordFields
          passwordLabel="New password"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordError={form.errors.password}
          confirmationError={form.errors.confirmpassword}
        />
        <Button type="submit" fullWidth loading={form.busy}>
          Save the new password
        </Button>
      </form>
    </AuthLayout>
  );
}
