import { ErrorPage } from '@privacy-portal/ui/ErrorPage';
import { useLocation } from 'react-router-dom';
import { errorStatusFor, homeHrefFor } from './errorStatus.ts';

/** /error/errorpage and /errorpage: the page for the `statuscode` query (where failed calls land). */
export function ErrorStatusPage() {
  const { search } = useLocation();
  const { variant, statusCode } = errorStatusFor(new URLSearchParams(search).get('statuscode'));
  const title = variant === '404' ? 'Page Not Found' : 'Internal Server Error';
  return (
    <>
      <title>{`${title} · Privacy Portal`}</title>
      <ErrorPage variant={variant} statusCode={statusCode} homeHref={homeHrefFor(search)} />
    </>
  );
}
