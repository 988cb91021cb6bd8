import { Alert } from '@privacy-portal/ui/Alert';
import { Link } from 'react-router-dom';
import form from '../auth-layout/AuthForm.module.css';
import { AuthLayout } from '../auth-layout/AuthLayout.tsx';

/** /signup?step=checkout — where a login lands whose paid plan still awaits checkout. */
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
        Your company chose a paid plan, and its checkout has not been completed yet. Online checkout is not
        available in the portal at the moment.
      </p>
      <p>
        Please <Link to="/contactus">contact the Privacy Portal team</Link> to complete your purchase.
      </p>
    </AuthLayout>
  );
}
