import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { api, tokenStore } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { explainProblem, type FieldMessages } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';
import { compact, confirmPasswordError, newPasswordError } from '../../lib/validation.ts';

type Field = 'newpassword' | 'confirmnewpassword';

const LABELS: Record<Field, string> = {
  newpassword: 'Password',
  confirmnewpassword: 'Password confirmation',
};
const CODE_FIELDS = { weak_password: 'newpassword', password_mismatch: 'confirmnewpassword' } as const;
const LINK_TOKEN_MIN_LENGTH = 16;
const LINK_TOKEN_MAX_LENGTH = 128;

/** /setpassword/:userid?token= — an invited team member accepts the invitation. */
export function SetPasswordPage() {
  const { userid = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token') ?? '';
  const userId = Number(userid);
  const linkComplete =
    Number.isInteger(userId) &&
    userId > 0 &&
    token.length >= LINK_TOKEN_MIN_LENGTH &&
    token.length <= LINK_TOKEN_MAX_LENGTH;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formRef, markFailed] = useFocusFirstProblem();

  // Whoever was logged in on this browser is logged out: the invitation is for someone else's account.
  useEffect(() => {
    tokenStore.set(null);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = compact<Field>({
      newpassword: newPasswordError(password),
      confirmnewpassword: confirmPasswordError(password, confirmation),
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
        api.POST('/invite/user/setpassword/{id}', {
          params: { path: { id: userId }, query: { token } },
          body: { newpassword: password, confirmnewpassword: confirmation },
        }),
      );
      if (outcome.ok) {
        navigate('/login', {
          replace: true,
          state: {
            email: outcome.data.response.email,
            notice: 'Your password is set and your invitation is accepted. Log in to get started.',
          },
        });
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

  if (!linkComplete) {
    return (
      <AuthLayout
        footer={
          <p>
            <Link to="/login">Go to log in</Link>
          </p>
        }
      >
        <h1>This invitation link is not valid</h1>
        <p>
          Open the whole link from the invitation email, or ask the person who invited you to send it again.
        </p>
      </AuthLayout>
    );
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
      <form ref={formRef} onSubmit={submit} noValidate>
        <FormAlert message={alert} />
        <NewPasswordFields
          idPrefix="invite"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordError={errors.newpassword}
          confirmationError={errors.confirmnewpassword}
        />
        <SubmitButton busy={busy} label="Set password and continue" busyLabel="Saving…" />
      </form>
    </AuthLayout>
  );
}
