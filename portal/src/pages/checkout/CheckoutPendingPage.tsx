import { Link } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout.tsx';

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
      <p>
        Your company chose a paid plan, and its checkout has not been completed yet. Online checkout is not
        available in the portal at the moment, so you cannot log in until the purchase is completed.
      </p>
      <p>Please contact the Privacy Portal team to complete your purchase.</p>
    </AuthLayout>
  );
}
