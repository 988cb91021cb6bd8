import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './EmailVerificationBanner.module.css';

export interface EmailVerificationBannerProps {
  /** A verified user sees nothing. */
  verified: boolean;
  /** The address the verification email goes to. */
  email: string;
  /** A verification email was sent: the banner says where and offers Resend. */
  sent?: boolean;
  /** A send is in progress. */
  sending?: boolean;
  /** Verify Now or Resend was pressed: send the verification email. */
  onVerify: () => void;
  /** The banner was closed (it stays hidden until remounted). */
  onDismiss?: () => void;
}

/** The dismissible banner for users who have not verified their email address. */
export function EmailVerificationBanner({
  verified,
  email,
  sent = false,
  sending = false,
  onVerify,
  onDismiss,
}: EmailVerificationBannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (verified || dismissed) return null;

  return (
    <section className={styles.banner} aria-label="Email verification">
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
        <rect x="2" y="4" width="16" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3 5.5l7 5 7-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {/* Polite live region: the text changes once the email is sent. */}
      <p className={styles.text} aria-live="polite">
        {sent ? (
          <>
            The verification email is sent to <strong>{email}</strong>
          </>
        ) : (
          'You have not verified your email address'
        )}
      </p>
      <Button size="sm" onPress={onVerify} loading={sending}>
        {sent ? 'Resend' : 'Verify Now'}
      </Button>
      <AriaButton
        className={styles.dismiss}
        aria-label="Dismiss"
        onPress={() => {
          setDismissed(true);
          onDismiss?.();
        }}
      >
        <Icon name="close" size={16} />
      </AriaButton>
    </section>
  );
}
