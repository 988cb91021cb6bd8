import { $api } from '../../lib/queryClient.ts';

/** POST /invite/user/setpassword/{id}: the invited user's password, which accepts the invitation. */
export function useSetInvitedPassword() {
  return $api.useMutation('post', '/invite/user/setpassword/{id}');
}
