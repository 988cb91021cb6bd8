import { $api } from '../../lib/queryClient.ts';

/** POST /contactus: the public contact form. */
export function useSendContact() {
  return $api.useMutation('post', '/contactus');
}
