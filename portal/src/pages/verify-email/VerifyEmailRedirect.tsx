import { verifyEmailRedirect } from '@privacy-portal/sdk';
import { Navigate, useLocation, useParams } from 'react-router-dom';

/** /verify-email/{id}: sends the link where the spec's redirect rules say (the rule lives in the sdk). */
export function VerifyEmailRedirect() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={verifyEmailRedirect(id, search)} replace />;
}
