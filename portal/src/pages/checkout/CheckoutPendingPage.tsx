import { Alert } from '@privacy-portal/ui/Alert';
import { Link } from 'react-router-dom';
import form from '../../components/AuthForm.module.css';
import { AuthLayout } from '../../components/AuthLayout.tsx';

/** /signup?step=checkout — an older link of a sign-up whose paid plan awaits payment: the login leads there now. */
export function CheckoutPendingPage() {
  return (
    <AuthLayout
      footer={
        <p>
          <Link to="/login">Back to log in</Link>
        </p>
      }
    >
      <h1>Your plan purchase is not finished</h1>
      <div className={form.messages}>
        <Alert tone="warning">You cannot log in until the purchase is completed.</Alert>
      </div>
      <p>
        Your company chose a paid plan when it signed up, and its payment has not been completed yet. Log in
        again: you will be taken to the payment page, and once the plan is paid, into the portal.
      </p>
      <p>
        Questions about the plan? <Link to="/contactus">Contact the Privacy Portal team</Link>.
      </p>
    </AuthLayout>
  );
}
