import { EmailVerificationBanner } from '@privacy-portal/ui/EmailVerificationBanner';
import { useState } from 'react';
import { $api } from '../lib/queryClient.ts';
import { useSession } from '../session/SessionProvider.tsx';

/**
 * The email-verification banner (portal-spec §4): Verify Now sends the mail, then 'the verification
 * email is sent to …' with Resend; hidden once verified.
 */
export function EmailBanner() {
  const { user } = useSession();
  const [sent, setSent] = useState(false);
  // POST /user/verifyemail: once sent, the banner says so (and offers Resend) even if a resend fails.
  const verify = $api.useMutation('post', '/user/verifyemail', { onSuccess: () => setSent(true) });
  const [dismissed, setDismissed] = useState(false);
  if (!user || dismissed) return null;

  return (
    <EmailVerificationBanner
      verified={user.emailVerified}
      email={user.email}
      sent={sent}
      sending={verify.isPending}
      onVerify={() => verify.mutate({})}
      onDismiss={() => setDismissed(true)}
    />
  );
}
