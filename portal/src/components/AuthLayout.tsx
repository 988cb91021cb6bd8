import type { ReactNode } from 'react';

interface AuthLayoutProps {
  children: ReactNode;
  /** Extra links under the card (to log in, to sign up...). */
  footer?: ReactNode;
}

/** The centred card of the pages a visitor sees before logging in. */
export function AuthLayout({ children, footer }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <main className="auth-card">
        <p className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Privacy Portal
        </p>
        {children}
      </main>
      {footer ? <footer className="auth-footer">{footer}</footer> : null}
    </div>
  );
}
