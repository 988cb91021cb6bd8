import { MAX_PAGE_SIZE } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { $api, dataOrThrow } from '../../../lib/queryClient.ts';

type Pair = { oid: number; pid: number };

/** While a scan is queued or running, its progress is asked for this often. */
export const SCAN_POLL_MS = 5000;

const path = (pair: Pair | null) => ({ orgId: pair?.oid ?? 0, propId: pair?.pid ?? 0 });

/**
 * GET /all-cookie twice with limit 1: the `total` of published cookies and of those awaiting review,
 * without loading the inventory. Under listCookies' key, so a change of the cookies refreshes it.
 */
export function useCookieTotals(pair: Pair | null) {
  return useQuery({
    queryKey: [...queryKey('get', '/all-cookie/{orgId}/{propId}'), 'totals', pair],
    enabled: pair !== null,
    queryFn: async ({ signal }) => {
      const count = (published: boolean) =>
        dataOrThrow(
          api.GET('/all-cookie/{orgId}/{propId}', {
            params: { path: path(pair), query: { published, limit: 1 } },
            signal,
          }),
        ).then((body) => body.total);
      const [published, awaiting] = await Promise.all([count(true), count(false)]);
      return { published, awaiting };
    },
  });
}

/** GET /scannerstatus: the scan under way (polled while it runs), the last scan and the scans left. */
export function useScannerStatus(pair: Pair | null) {
  return $api.useQuery(
    'get',
    '/scannerstatus/{orgId}/{propId}',
    { params: { path: path(pair) } },
    {
      enabled: pair !== null,
      select: (body) => body.response,
      refetchInterval: (query) => (query.state.data?.response.state === 'idle' ? false : SCAN_POLL_MS),
    },
  );
}

/** GET /consent/banner: the draft, the published version and the features of the licence. */
export function useBanner(pair: Pair | null) {
  return $api.useQuery(
    'get',
    '/consent/banner/{orgId}/{propId}',
    { params: { path: path(pair) } },
    { enabled: pair !== null, select: (body) => body.response },
  );
}

/** GET /consent/banner-history: the published versions, newest first (the first page). */
export function useBannerVersions(pair: Pair | null) {
  return $api.useQuery(
    'get',
    '/consent/banner-history/{oid}/{pid}',
    { params: { path: { oid: pair?.oid ?? 0, pid: pair?.pid ?? 0 }, query: { limit: 50 } } },
    { enabled: pair !== null, select: (body) => body.response },
  );
}

/** GET /consent/manage-vendors, the largest page: enough to count them by kind ('200+' beyond). */
export function useVendorCounts(pair: Pair | null) {
  return $api.useQuery(
    'get',
    '/consent/manage-vendors/{orgId}/{propId}',
    { params: { path: path(pair), query: { limit: MAX_PAGE_SIZE } } },
    {
      enabled: pair !== null,
      select: (body) => {
        const vendors = body.response;
        const of = (kind: string) => vendors.filter((vendor) => vendor.kind === kind).length;
        return {
          total: vendors.length,
          more: body.page.next !== null,
          custom: of('custom'),
          iab: of('iab'),
          google: of('google'),
        };
      },
    },
  );
}
