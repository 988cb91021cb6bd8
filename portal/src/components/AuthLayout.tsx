import type { ReactNode } from 'react';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  children: ReactNode;
  /** Links under the card (to log in, to sign up...). */
  footer?: ReactNode;
  /** 'wide' fits the registration's row of steps. */
  width?: 'narrow' | 'wide';
}

/**
 * The centred card of the pages a visitor sees before logging in. These pages have no shell, so the
 * layout itself holds the page's <main> landmark.
 */
export function AuthLayout({ children, footer, width = 'narrow' }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <main className={width === 'wide' ? `${styles.card} ${styles.wide}` : styles.card}>
        <p className={styles.brand}>
          <span className={styles.mark} aria-hidden="true" />
          Privacy Portal
        </p>
        {children}
      </main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
