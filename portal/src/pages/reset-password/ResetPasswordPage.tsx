import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { api, tokenStore } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { explainProblem, type FieldMessages } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';
import { compact, confirmPasswordError, newPasswordError } from '../../lib/validation.ts';

type Field = 'password' | 'confirmpassword';

const LABELS: Record<Field, string> = { password: 'Password', confirmpassword: 'Password confirmation' };
const CODE_FIELDS = { weak_password: 'password', password_mismatch: 'confirmpassword' } as const;
const LINK_TOKEN_MIN_LENGTH = 16;
const LINK_TOKEN_MAX_LENGTH = 128;

/** /resetpswd/:id — the link of the "forgot password" mail. */
export function ResetPasswordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [linkBroken, setLinkBroken] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formRef, markFailed] = useFocusFirstProblem();

  // Changing the password ends every session, so this browser's session ends first.
  useEffect(() => {
    tokenStore.set(null);
  }, []);

  if (id.length < LINK_TOKEN_MIN_LENGTH || id.length > LINK_TOKEN_MAX_LENGTH) {
    return (
      <AuthLayout
        footer={
          <p>
            <Link to="/login">Back to log in</Link>
          </p>
        }
      >
        <h1>This reset link is not valid</h1>
        <p>Check that you opened the whole link from the email, or request a new one.</p>
        <p>
          <Link className="button button-primary button-block" to="/forgot-password">
            Request a new reset link
          </Link>
        </p>
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
          state: { notice: 'Your password has been changed. Log in with your new password.' },
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
    <AuthLayout
      footer={
        <p>
          <Link to="/login">Back to log in</Link>
        </p>
      }
    >
      <h1>Choose a new password</h1>
      <p>After you save it, you will be logged out everywhere and can log in with the new password.</p>
      <form ref={formRef} onSubmit={submit} noValidate>
        <FormAlert message={alert} />
        {linkBroken ? (
          <p>
            <Link to="/forgot-password">Request a new reset link</Link>
          </p>
        ) : null}
        <NewPasswordFields
          idPrefix="reset"
          passwordLabel="New password"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordError={errors.password}
          confirmationError={errors.confirmpassword}
        />
        <SubmitButton busy={busy} label="Save the new password" busyLabel="Saving…" />
      </form>
    </AuthLayout>
  );
}
