import { $api } from '../../lib/queryClient.ts';

/**
 * POST /register (a free account) and POST /signup_new (a plan chosen on the pricing page makes it a
 * paid sign-up, calls-billing-spec): the same body, the query values of the link differ.
 */
export function useSignup() {
  return {
    free: $api.useMutation('post', '/register'),
    paid: $api.useMutation('post', '/signup_new'),
  };
}
