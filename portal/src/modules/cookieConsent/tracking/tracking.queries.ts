import type { Schemas } from '@privacy-portal/sdk';
import type { ConsentLogFilterValues } from '@privacy-portal/ui/cookieConsent/ConsentLogFilters';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { $api, dataOrThrow } from '../../../lib/queryClient.ts';

/** While a chain check or an export runs, its progress is read this often. */
export const JOB_POLL_MS = 1000;
/** Records per page of the log: 'Load more' asks for the next, by key. */
export const LOG_PAGE_SIZE = 25;

const isRunning = (job: { status: string } | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/**
 * GET /consent/banner, for the plan tier of the property's licence (exports need basic). Written here
 * rather than imported from the scanner's queries, so that this page's chunk does not split theirs.
 */
export function usePlanTier(oid: number, pid: number) {
  return $api.useQuery(
    'get',
    '/consent/banner/{orgId}/{propId}',
    { params: { path: { orgId: oid, propId: pid } } },
    { select: (body) => body.response.tier },
  );
}

/** GET /consents/trackingbyfilter: the days, regions and categories the log can be filtered by. */
export function useConsentFilterOptions(pid: number) {
  return $api.useQuery(
    'get',
    '/consents/trackingbyfilter/{propId}',
    { params: { path: { propId: pid } } },
    { select: (body) => body.response },
  );
}

/** GET /consents/tracking: the filtered log, newest first, page after page (keyset). */
export function useConsentLog(pid: number, filters: ConsentLogFilterValues, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['consent-log', pid, filters],
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOrThrow(
        api.GET('/consents/tracking/{propId}', {
          params: {
            path: { propId: pid },
            query: { ...filters, limit: LOG_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.page.next ?? undefined,
    select: (data) => ({
      records: data.pages.flatMap((page) => page.response),
      hasMore: data.pages.at(-1)?.page.next != null,
    }),
  });
}

/** GET /consents/tracking/{seq}: a record with its proof and its consent id's history. */
export function useConsentRecord(pid: number, seq: number | null) {
  return $api.useQuery(
    'get',
    '/consents/tracking/{propId}/{seq}',
    { params: { path: { propId: pid, seq: seq ?? 0 } } },
    { enabled: seq !== null, select: (body) => body.response },
  );
}

/** GET a chain check's progress: read every second while it runs, not at all afterwards. */
export function useLedgerCheck(pid: number, jobId: string | null) {
  return $api.useQuery(
    'get',
    '/consents/ledger/{propId}/verify/{jobId}',
    { params: { path: { propId: pid, jobId: jobId ?? '' } } },
    {
      enabled: jobId !== null,
      select: (body) => body.response,
      refetchInterval: (query) => (isRunning(query.state.data?.response) ? JOB_POLL_MS : false),
    },
  );
}

/** GET an export's progress: read every second while it runs. */
export function useConsentExport(pid: number, jobId: string | null) {
  return $api.useQuery(
    'get',
    '/consents/export/{propId}/{jobId}',
    { params: { path: { propId: pid, jobId: jobId ?? '' } } },
    {
      enabled: jobId !== null,
      select: (body) => body.response,
      refetchInterval: (query) => (isRunning(query.state.data?.response) ? JOB_POLL_MS : false),
    },
  );
}

/** The finished export's CSV as an object URL for a download link (the call needs the token). */
export async function exportFileUrl(pid: number, job: Schemas['ConsentExport']): Promise<string> {
  const { data, error, response } = await api.GET('/consents/export/{propId}/{jobId}/download', {
    params: { path: { propId: pid, jobId: job.id } },
    parseAs: 'blob',
  });
  if (error || !data) throw new Error(`The export could not be downloaded (${response.status}).`);
  return URL.createObjectURL(data);
}

export function useTrackingMutations() {
  return {
    startCheck: $api.useMutation('post', '/consents/ledger/{propId}/verify'),
    startExport: $api.useMutation('post', '/consents/export/{propId}'),
  };
}
