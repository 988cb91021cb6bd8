import { $api } from '../../../lib/queryClient.ts';

/** GET /license/history: one page of the company's licence events, newest first. */
export function useLicenceHistory(limit: number, offset: number) {
  return $api.useQuery(
    'get',
    '/license/history',
    { params: { query: { limit, offset } } },
    { select: (body) => body.response },
  );
}
