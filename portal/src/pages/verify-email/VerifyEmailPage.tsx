import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Loader } from '@privacy-portal/ui/Loader';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import form from '../../components/AuthForm.module.css';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { tokenStore } from '../../lib/api.ts';
import { isLinkToken } from '../../lib/linkToken.ts';
import { problemSummary } from '../../lib/problem.ts';
import { problemOf } from '../../lib/queryClient.ts';
import { HOME_PATH } from '../../lib/redirect.ts';
import { storeRegistrationToken } from '../../lib/registrationSession.ts';
import { PLAN_PARAMS, pickParams } from '../../lib/signupParams.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { ResendVerificationForm } from './ResendVerificationForm.tsx';
import { verifyEmail } from './verifyEmail.queries.ts';

type Verified = Schemas['EmailVerifiedEnvelope'];

/** Verification links work once; this keeps a double effect (React strict mode) from spending it twice. */
const pending = new Map<string, Promise<Verified>>();

function verifyOnce(token: string): Promise<Verified> {
  let call = pending.get(token);
  if (!call) {
    call = verifyEmail(token);
    pending.set(token, call);
  }
  return call;
}

/** Where the registration continues: /signup?email=&userID=&step=required, plus the plan values and id. */
function registrationUrl(result: Schemas['EmailVerified'], search: URLSearchParams, id: string): string {
  const query = new URLSearchParams({ email: result.email, userID: String(result.userID), step: 'required' });
  const fromLink = pickParams(search, PLAN_PARAMS);
  const plan = fromLink.plan_id ? fromLink : (result.signup ?? {});
  if (plan.plan_id) {
    for (const name of PLAN_PARAMS) {
      const value = plan[name];
      if (value) query.set(name, value);
    }
    query.set('id', id);
  }
  return `/signup?${query.toString()}`;
}

/** /invited-user-verify-email[/:id] (and /signup?plan_id=…&id=): spends the link, then moves on. */
export function VerifyEmailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  // /invited-user-verify-email/{id}, or the id as a query value (/invited-user-verify-email?…&id=, /signup?plan_id=…&id=).
  const id = params.id ?? search.get('id') ?? '';
  const navigate = useNavigate();
  const session = useSession();
  // The latest refresh, for the answer of a call started before the session had loaded.
  const refreshSession = useRef(session.refresh);
  refreshSession.current = session.refresh;
  const wellFormed = isLinkToken(id, 'VerifyEmailRequest');
  const [failure, setFailure] = useState<string | null>(
    wellFormed
      ? null
      : 'This verification link is not valid. Check that you opened the whole link from the email.',
  );

  useEffect(() => {
    if (!wellFormed) return;
    let current = true;
    const onRefused = (error: unknown) => {
      if (current) setFailure(problemSummary(problemOf(error)));
    };
    verifyOnce(id).then((verified) => {
      if (!current) return;
      const result = verified.response;
      if (result.registration_required) {
        storeRegistrationToken(result.registration_token ?? null);
        navigate(registrationUrl(result, search, id), { replace: true });
      } else if (tokenStore.get() !== null) {
        // Opened while logged in: back into the portal (not the login form), with the user read again
        // so that the verification banner goes away.
        void refreshSession.current();
        navigate(HOME_PATH, {
          replace: true,
          state: { tone: 'success', notice: 'Your email is verified.' },
        });
      } else {
        navigate('/login', {
          replace: true,
          state: {
            email: result.email,
            tone: 'success',
            notice: 'Your email is verified. You can log in now.',
          },
        });
      }
    }, onRefused);
    return () => {
      current = false;
    };
  }, [id, wellFormed, search, navigate]);

  if (failure === null) {
    return (
      <AuthLayout>
        <h1>Verifying your email</h1>
        <Loader block showLabel label="Confirming your email address…" />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      footer={
        <p>
          Already verified? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <h1>We could not verify your email</h1>
      <div className={form.messages}>
        <Alert tone="error">{failure}</Alert>
      </div>
      <p>Verification links work once and expire after a while. Enter your email address to get a new one.</p>
      <ResendVerificationForm />
    </AuthLayout>
  );
}
