import { $api } from '../../lib/queryClient.ts';

/** POST /password/reset: the reset link's token and the new password. */
export function useResetPassword() {
  return $api.useMutation('post', '/password/reset');
}
