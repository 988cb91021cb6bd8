import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { explainProblem, type FieldMessages } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';
import { compact, confirmPasswordError, newPasswordError } from '../../lib/validation.ts';
import form from '../auth-layout/AuthForm.module.css';
import { AuthLayout } from '../auth-layout/AuthLayout.tsx';
import { NewPasswordFields } from '../auth-layout/NewPasswordFields.tsx';

type Field = 'password' | 'confirmpassword';

const LABELS: Record<Field, string> = { password: 'Password', confirmpassword: 'Password confirmation' };
const CODE_FIELDS = { weak_password: 'password', password_mismatch: 'confirmpassword' } as const;
const LINK_TOKEN_MIN_LENGTH = 16;
const LINK_TOKEN_MAX_LENGTH = 128;

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
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [linkBroken, setLinkBroken] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formRef, markFailed] = useFocusFirstProblem();

  if (id.length < LINK_TOKEN_MIN_LENGTH || id.length > LINK_TOKEN_MAX_LENGTH) {
    return (
      <AuthLayout footer={backToLogin}>
        <h1>This reset link is not valid</h1>
        <p>Check that you opened the whole link from the email, or request a new one.</p>
        <Link className={form.primaryLink} to="/forgot-password">
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
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      markFailed();
      return;
    }
    setBusy(true);
    try {
      const outcome = await send(
        api.POST('/password/reset', { body: { token: id, password, confirmpassword: confirmation } }),
      );
      if (outcome.ok) {
        navigate('/login', {
          replace: true,
          state: {
            tone: 'success',
            notice: 'Your password has been changed. Log in with your new password.',
          },
        });
        return;
      }
      const { problem } = outcome;
      const explained = explainProblem(problem, { labels: LABELS, codeFields: CODE_FIELDS });
      setLinkBroken(
        problem.code === 'link_invalid' || problem.details.some((detail) => detail.field === 'token'),
      );
      setErrors(explained.fields);
      setAlert(explained.summary);
      markFailed();
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout footer={backToLogin}>
      <h1>Choose a new password</h1>
      <p>After you save it, you will be logged out everywhere and can log in with the new password.</p>
      <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
        {alert ? (
          <Alert tone="error">
            {alert}
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
          passwordError={errors.password}
          confirmationError={errors.confirmpassword}
        />
        <Button type="submit" fullWidth loading={busy}>
          Save the new password
        </Button>
      </form>
    </AuthLayout>
  );
}
