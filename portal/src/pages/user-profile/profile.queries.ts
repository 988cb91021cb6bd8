import { $api } from '../../lib/queryClient.ts';

/** PUT /user: the user's first and last name. */
export function useUpdateProfile() {
  return $api.useMutation('put', '/user');
}
