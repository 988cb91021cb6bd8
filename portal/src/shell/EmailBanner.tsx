import { EmailVerificationBanner } from '@privacy-portal/ui/EmailVerificationBanner';
import { useState } from 'react';
import { api } from '../lib/api.ts';
import { send } from '../lib/send.ts';
import { useSession } from '../session/SessionProvider.tsx';

/**
 * The email-verification banner (portal-spec §4): Verify Now sends the mail, then 'the verification
 * email is sent to …' with Resend; hidden once verified.
 */
export function EmailBanner() {
  const { user } = useSession();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (!user || dismissed) return null;

  async function verify() {
    setSending(true);
    const answer = await send(api.POST('/user/verifyemail'));
    setSending(false);
    if (answer.ok) setSent(true);
  }

  return (
    <EmailVerificationBanner
      verified={user.emailVerified}
      email={user.email}
      sent={sent}
      sending={sending}
      onVerify={() => void verify()}
      onDismiss={() => setDismissed(true)}
    />
  );
}
