import { useSearchParams } from 'react-router-dom';
import { CheckoutPendingPage } from '../pages/checkout/CheckoutPendingPage.tsx';
import { RegistrationPage } from '../pages/registration/RegistrationPage.tsx';
import { SignupPage } from '../pages/signup/SignupPage.tsx';
import { VerifyEmailPage } from '../pages/verify-email/VerifyEmailPage.tsx';

/**
 * /signup shows the sign-up form, or the step named by ?step= (required: registration, checkout).
 * A verify-email link with a plan arrives as /signup?plan_id=…&id={token}: verify first.
 */
export function SignupRoute() {
  const [search] = useSearchParams();
  const step = search.get('step');
  if (step === 'required') return <RegistrationPage />;
  if (step === 'checkout') return <CheckoutPendingPage />;
  if (search.get('id') && search.get('plan_id')) return <VerifyEmailPage />;
  return <SignupPage />;
}
