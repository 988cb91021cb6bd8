import { LoginContext, useEmitted, useLoginState } from '@privacy-portal/sdk/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api, tokenStore } from '../../lib/api.ts';
import { type NavigationNotice, readNavigationNotice } from '../../lib/navigationNotice.ts';
import { peekRedirect, takeRedirect } from '../../lib/redirect.ts';
import { storeRegistrationToken } from '../../lib/registrationSession.ts';
import { AuthLayout } from '../auth-layout/AuthLayout.tsx';
import { CredentialsStep } from './CredentialsStep.tsx';
import { OtpStep } from './OtpStep.tsx';

/**
 * Where the login hands over to a page outside the app: another site, or the payment page a sign-up
 * with a paid plan is sent to (Stripe Checkout, or the built-in test provider's page on this server).
 */
const OUTSIDE_THE_APP = /^(https?:\/\/|\/test-provider\/)/i;

/** The login form and its code step, driven by the sdk's login machine. */
function LoginSteps({ arrival }: { arrival: NavigationNotice }) {
  const navigate = useNavigate();
  const actorRef = LoginContext.useActorRef();
  const view = useLoginState();
  // The notice that brought the user here ("You have logged out.") stays until the first attempt.
  const [notice, setNotice] = useState(arrival.notice ? arrival : null);

  // The machine decides where to go (portal-spec §4 Login result); the page only follows.
  useEmitted(actorRef, 'navigate', (event) => {
    const { value, context } = actorRef.getSnapshot();
    // Emitted events run after the snapshot is updated, so it shows the branch that emitted.
    if (value === 'success') takeRedirect();
    if (value === 'required') storeRegistrationToken(context.registrationToken);
    if (OUTSIDE_THE_APP.test(event.to)) window.location.assign(event.to);
    else navigate(event.to, { replace: value === 'success' });
  });

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

/** /login — email and password, then an authenticator or recovery code when the account has one. */
export function LoginPage() {
  const location = useLocation();
  const [arrival] = useState(() => readNavigationNotice(location.state));
  // Read once for the machine; forgotten only once the login succeeds, so a failed try keeps it.
  const [redirectTo] = useState(peekRedirect);
  return (
    <LoginContext.Provider options={{ input: { api, tokens: tokenStore, redirectTo } }}>
      <LoginSteps arrival={arrival} />
    </LoginContext.Provider>
  );
}
