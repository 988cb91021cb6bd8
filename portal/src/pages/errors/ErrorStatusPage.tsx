import { ErrorPage } from '@privacy-portal/ui/ErrorPage';
import { useLocation } from 'react-router-dom';
import { errorStatusFor, homeHrefFor } from './errorStatus.ts';

/** /error/errorpage and /errorpage: the page for the `statuscode` query (where failed calls land). */
export function ErrorStatusPage() {
  const { search } = useLocation();
  const { variant, statusCode } = errorStatusFor(new URLSearchParams(search).get('statuscode'));
  return <ErrorPage variant={variant} statusCode={statusCode} homeHref={homeHrefFor(search)} />;
}
