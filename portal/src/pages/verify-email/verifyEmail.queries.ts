import { $api } from '../../lib/queryClient.ts';

/** POST /email/resend: a new verification mail (the same answer whether the address waits or not). */
export function useResendVerification() {
  return $api.useMutation('post', '/email/resend');
}
