import { SetInvitedPasswordRequest as SetInvitedPasswordRequestRules } from '@privacy-portal/sdk/form-rules';
import { Button } from '@privacy-portal/ui/Button';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiFormElement } from '../../components/ApiFormElement.tsx';
import formStyles from '../../components/AuthForm.module.css';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormNewPasswordFields } from '../../components/FormNewPasswordFields.tsx';
import { isLinkToken } from '../../lib/linkToken.ts';
import { confirmationRules, newPasswordRules } from '../../lib/newPassword.ts';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useSetInvitedPassword } from './setPassword.queries.ts';

type Field = 'newpassword' | 'confirmnewpassword';
type Values = Record<Field, string>;

const LABELS: Record<Field, string> = {
  newpassword: 'Password',
  confirmnewpassword: 'Password confirmation',
};
const CODE_FIELDS = { weak_password: 'newpassword', password_mismatch: 'confirmnewpassword' } as const;
const PASSWORD_RULES = newPasswordRules<Values, typeof SetInvitedPasswordRequestRules>(
  SetInvitedPasswordRequestRules,
  'newpassword',
);
const CONFIRMATION_RULES = confirmationRules<Values>('newpassword');

/** The invited user's id: from the path (/setpassword/{userid}) or the query (?userid=, ?userID=, ?id=). */
function userIdOf(fromPath: string | undefined, search: URLSearchParams): number | null {
  const raw = fromPath ?? search.get('userid') ?? search.get('userID') ?? search.get('id') ?? '';
  const id = Number(raw);
  return raw !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /setpassword/:userid?token= (or /setpassword?userid=&token=) — an invited team member chooses a
 * password and so accepts the invitation. The route guard has already logged this browser out.
 */
export function SetPasswordPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token') ?? '';
  const userId = userIdOf(params.userid, search);
  // The invitation's token (a query value) has the limits of the other mailed links' tokens.
  const linkComplete = userId !== null && isLinkToken(token, 'ResetPasswordRequest');
  const setPassword = useSetInvitedPassword();
  const form = useApiForm<Values>({
    labels: LABELS,
    codeFields: CODE_FIELDS,
    defaultValues: { newpassword: '', confirmnewpassword: '' },
  });

  if (!linkComplete || userId === null) {
    return (
      <AuthLayout
        footer={
          <p>
            <Link to="/login">Go to log in</Link>
          </p>
        }
      >
        <h1>This link is incomplete</h1>
        <p>
          Open the whole link from the invitation email, or ask the person who invited you to send it again.
          If you already have a password, you can choose a new one.
        </p>
        <Link className={formStyles.primaryLink} to="/forgot-password">
          Reset your password
        </Link>
      </AuthLayout>
    );
  }

  const submit = (id: number) =>
    form.submitWith(async (values) => {
      const result = await setPassword.mutateAsync({
        params: { path: { id }, query: { token } },
        body: values,
      });
      navigate('/login', {
        replace: true,
        state: {
          email: result.response.email,
          tone: 'success',
          notice: 'Your password is set and your invitation is accepted. Log in to get started.',
        },
      });
    });

  return (
    <AuthLayout
      footer={
        <p>
          Already set your password? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <h1>Accept your invitation</h1>
      <p>Choose a password for your Privacy Portal account.</p>
      <ApiFormElement
        form={form}
        className={formStyles.form}
        onSubmit={(event) => void submit(userId)(event)}
      >
        <FormNewPasswordFields<Values>
          passwordName="newpassword"
          confirmationName="confirmnewpassword"
          passwordRules={PASSWORD_RULES}
          confirmationRules={CONFIRMATION_RULES}
        />
        <Button type="submit" fullWidth loading={form.busy}>
          Set password and continue
        </Button>
      </ApiFormElement>
    </AuthLayout>
  );
}
