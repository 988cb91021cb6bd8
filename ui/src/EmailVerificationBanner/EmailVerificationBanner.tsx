import { useState } from 'react';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
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
      <Icon name="mail" />
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
      <IconButton
        icon="close"
        label="Dismiss"
        size="sm"
        showTooltip={false}
        onPress={() => {
          setDismissed(true);
          onDismiss?.();
        }}
      />
    </section>
  );
}
