import { ErrorPage } from '@privacy-portal/ui/ErrorPage';
import { useLocation } from 'react-router-dom';
import { homeHrefFor } from './errorStatus.ts';

/** /internalerror */
export function InternalErrorPage() {
  const { search } = useLocation();
  return <ErrorPage variant="500" homeHref={homeHrefFor(search)} />;
}
