import type { LoginEvent } from '@privacy-portal/sdk/machines';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { api, tokenStore } from '../../lib/api.ts';
import { type NavigationNotice, readNavigationNotice } from '../../lib/navigationNotice.ts';
import { peekRedirect } from '../../lib/redirect.ts';
import { CredentialsStep } from './CredentialsStep.tsx';
import { type LoginPort, LoginPortContext, useLoginState } from './loginPort.ts';
import { OtpStep } from './OtpStep.tsx';

/** The sdk's login machine with xstate (16 KB gzip): fetched when the user first turns to the form. */
const LoginMachine = lazy(() => import('./LoginMachine.tsx').then((m) => ({ default: m.LoginMachine })));

/** What starts the machine's download: the first focus, pointer press, key or input on the page. */
const FIRST_USE = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/** The login form and its code step. */
function LoginSteps({ arrival }: { arrival: NavigationNotice }) {
  const view = useLoginState();
  // The notice that brought the user here ("You have logged out.") stays until the first attempt.
  const [notice, setNotice] = useState(arrival.notice ? arrival : null);

  if (view.state === 'otpRequired' || view.state === 'codeSubmitting') {
    return (
      <AuthLayout>
        <OtpStep />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      footer={
        <p>
          New to Privacy Portal? <Link to="/signup">Sign up</Link>
        </p>
      }
    >
      <CredentialsStep
        initialEmail={view.email || arrival.email || ''}
        notice={notice}
        onDismissNotice={() => setNotice(null)}
      />
    </AuthLayout>
  );
}

/**
 * /login — email and password, then an authenticator or recovery code when the account has one. The
 * form is drawn at once; the machine behind it loads on first use, and a submit made before it
 * arrived is carried out when it does (shown busy meanwhile).
 */
export function LoginPage() {
  const location = useLocation();
  const [arrival] = useState(() => readNavigationNotice(location.state));
  // Read once for the machine; forgotten only once the login succeeds, so a failed try keeps it.
  const [redirectTo] = useState(peekRedirect);
  const [wanted, setWanted] = useState(false);
  const [machine, setMachine] = useState<LoginPort | null>(null);
  const [waiting, setWaiting] = useState(false);
  const queued = useRef<LoginEvent[]>([]);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of FIRST_USE) document.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_USE) document.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);

  const port = useMemo<LoginPort>(
    () =>
      machine ?? {
        view: { state: 'idle', error: null, email: '', busy: waiting },
        send: (event) => {
          queued.current.push(event);
          setWaiting(true);
          setWanted(true);
        },
      },
    [machine, waiting],
  );

  return (
    <LoginPortContext.Provider value={port}>
      <LoginSteps arrival={arrival} />
      {wanted ? (
        <Suspense fallback={null}>
          <LoginMachine
            input={{ api, tokens: tokenStore, redirectTo }}
            queued={queued.current}
            onChange={setMachine}
          />
        </Suspense>
      ) : null}
    </LoginPortContext.Provider>
  );
}
