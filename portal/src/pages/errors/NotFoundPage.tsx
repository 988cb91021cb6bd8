import { ErrorPage } from '@privacy-portal/ui/ErrorPage';
import { useLocation } from 'react-router-dom';
import { homeHrefFor } from './errorStatus.ts';

/** /404page */
export function NotFoundPage() {
  const { search } = useLocation();
  return <ErrorPage variant="404" homeHref={homeHrefFor(search)} />;
}
