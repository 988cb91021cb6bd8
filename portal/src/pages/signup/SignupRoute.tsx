import { useSearchParams } from 'react-router-dom';
import { CheckoutPendingPage } from '../checkout/CheckoutPendingPage.tsx';
import { RegistrationPage } from '../registration/RegistrationPage.tsx';
import { VerifyEmailPage } from '../verify-email/VerifyEmailPage.tsx';
import { SignupPage } from './SignupPage.tsx';

/**
 * /signup and /register show the sign-up form, or the step named by ?step= (required: registration,
 * checkout: a paid plan awaiting its purchase). A verify-email link with a plan arrives as
 * /signup?plan_id=…&id={token}: it is verified first (portal-spec §2 Redirect rules).
 */
export function SignupRoute() {
  const [search] = useSearchParams();
  const step = search.get('step');
  if (step === 'required') return <RegistrationPage />;
  if (step === 'checkout') return <CheckoutPendingPage />;
  if (search.get('id') && search.get('plan_id')) return <VerifyEmailPage />;
  return <SignupPage />;
}
