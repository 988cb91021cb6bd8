import { ErrorPage } from '@privacy-portal/ui/ErrorPage';

/** Shown when a page fails to render: the 500 page with its way back, instead of a blank screen. */
export function AppError() {
  return <ErrorPage variant="500" homeHref="/home/welcome" />;
}
