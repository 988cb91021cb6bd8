import { ResetPasswordRequest as ResetPasswordRequestRules } from '@privacy-portal/sdk/form-rules';
import { Button } from '@privacy-portal/ui/Button';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiFormElement } from '../../components/ApiFormElement.tsx';
import formStyles from '../../components/AuthForm.module.css';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormNewPasswordFields } from '../../components/FormNewPasswordFields.tsx';
import { isLinkToken } from '../../lib/linkToken.ts';
import { confirmationRules, newPasswordRules } from '../../lib/newPassword.ts';
import { problemOf } from '../../lib/queryClient.ts';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useResetPassword } from './resetPassword.queries.ts';

type Field = 'password' | 'confirmpassword';
type Values = Record<Field, string>;

const LABELS: Record<Field, string> = { password: 'Password', confirmpassword: 'Password confirmation' };
const CODE_FIELDS = { weak_password: 'password', password_mismatch: 'confirmpassword' } as const;
const PASSWORD_RULES = newPasswordRules<Values, typeof ResetPasswordRequestRules>(
  ResetPasswordRequestRules,
  'password',
);
const CONFIRMATION_RULES = confirmationRules<Values>('password');

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
  const [linkBroken, setLinkBroken] = useState(false);
  const reset = useResetPassword();
  const form = useApiForm<Values>({
    labels: LABELS,
    codeFields: CODE_FIELDS,
    defaultValues: { password: '', confirmpassword: '' },
  });

  if (!isLinkToken(id, 'ResetPasswordRequest')) {
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

  const submit = form.submitWith(async ({ password, confirmpassword }) => {
    try {
      await reset.mutateAsync({ body: { token: id, password, confirmpassword } });
    } catch (error) {
      // A used or expired link cannot be fixed in the form: the alert offers a new one.
      const problem = problemOf(error);
      setLinkBroken(
        problem.code === 'link_invalid' || problem.details.some((detail) => detail.field === 'token'),
      );
      throw error;
    }
    setLinkBroken(false);
    navigate('/login', {
      replace: true,
      state: {
        tone: 'success',
        notice: 'Your password has been changed. Log in with your new password.',
      },
    });
  });

  return (
    <AuthLayout footer={backToLogin}>
      <h1>Choose a new password</h1>
      <p>After you save it, you will be logged out everywhere and can log in with the new password.</p>
      <ApiFormElement
        form={form}
        className={formStyles.form}
        onSubmit={(event) => void submit(event)}
        failureExtra={linkBroken ? <Link to="/forgot-password">Request a new reset link</Link> : null}
      >
        <FormNewPasswordFields<Values>
          passwordLabel="New password"
          passwordName="password"
          confirmationName="confirmpassword"
          passwordRules={PASSWORD_RULES}
          confirmationRules={CONFIRMATION_RULES}
        />
        <Button type="submit" fullWidth loading={form.busy}>
          Save the new password
        </Button>
      </ApiFormElement>
    </AuthLayout>
  );
}
