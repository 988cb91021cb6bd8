import { api } from '../../lib/api.ts';
import { $api, dataOrThrow } from '../../lib/queryClient.ts';

/** POST /email/resend: a new verification mail (the same answer whether the address waits or not). */
export function useResendVerification() {
  return $api.useMutation('post', '/email/resend');
}

/** POST /email/verify: spends a verification link; a refusal is thrown as an ApiProblem. */
export function verifyEmail(token: string) {
  return dataOrThrow(api.POST('/email/verify', { body: { token } }));
}
