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

type Field = 'newpassword' | 'confirmnewpassword';

const LABELS: Record<Field, string> = {
  newpassword: 'Password',
  confirmnewpassword: 'Password confirmation',
};
const CODE_FIELDS = { weak_password: 'newpassword', password_mismatch: 'confirmnewpassword' } as const;

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
  const linkComplete = userId !== null && isLinkToken(token);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useFormSubmit(LABELS, { codeFields: CODE_FIELDS });

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

  async function submit(event: FormEvent<HTMLFormElement>, id: number) {
    event.preventDefault();
    const found = compact<Field>({
      newpassword: newPasswordError(password),
      confirmnewpassword: confirmPasswordError(password, confirmation),
    });
    const result = await form.submit(found, () =>
      send(
        api.POST('/invite/user/setpassword/{id}', {
          params: { path: { id }, query: { token } },
          body: { newpassword: password, confirmnewpassword: confirmation },
        }),
      ),
    );
    if (!result) return;
    navigate('/login', {
      replace: true,
      state: {
        email: result.response.email,
        tone: 'success',
        notice: 'Your password is set and your invitation is accepted. Log in to get started.',
      },
    });
  }

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
      <form
        ref={form.formRef}
        className={formStyles.form}
        onSubmit={(event) => void submit(event, userId)}
        noValidate
      >
        {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordError={form.errors.newpassword}
          confirmationError={form.errors.confirmnewpassword}
        />
        <Button type="submit" fullWidth loading={form.busy}>
          Set password and continue
        </Button>
      </form>
    </AuthLayout>
  );
}
