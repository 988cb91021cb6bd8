import { AuthLayout } from '../components/AuthLayout.tsx';

/** Shown when a page fails to render; offers a way back instead of a blank screen. */
export function AppError() {
  return (
    <AuthLayout>
      <h1>Something went wrong</h1>
      <p role="alert">This page could not be shown. Reload it, or go back to the start page.</p>
      <p>
        <a className="button button-primary button-block" href="/home/welcome">
          Go to the start page
        </a>
      </p>
    </AuthLayout>
  );
}
