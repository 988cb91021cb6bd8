import { $api } from '../../lib/queryClient.ts';

/** POST /password/forgot: mails a reset link (the answer is the same whether the account exists). */
export function useForgotPassword() {
  return $api.useMutation('post', '/password/forgot');
}
