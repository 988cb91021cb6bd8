import type { Schemas } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { $api, dataOrThrow } from '../../../lib/queryClient.ts';
import { invalidateInventory, type PropertyPair } from '../categories/categories.queries.ts';

/** While a scan is queued or running, its status is read this often (the progress bar moves with it). */
export const SCAN_POLL_MS = 2000;
/** Scans per page of the jobs list: 'Show older scans' asks for the next. */
export const JOBS_PAGE_SIZE = 20;

const STATUS = queryKey('get', '/scannerstatus/{orgId}/{propId}');
const JOBS = queryKey('get', '/scan-jobs/{orgId}/{propId}');
const DETAILS = queryKey('get', '/scan-job-details/{pid}/{id}');
const SCHEDULES = queryKey('get', '/schedule-scanjob/{pid}');
const LOGIN = queryKey('get', '/scanner/sbl/{propid}');

const isActive = (status: Schemas['ScannerStatus'] | undefined) =>
  status?.state === 'queued' || status?.state === 'running';

/**
 * GET /scannerstatus: what the scanner is doing, the last scan and the scans left this month. Read
 * again every 2 s while a scan is queued or running, and not at all otherwise.
 */
export function useScannerStatus(pair: PropertyPair) {
  return $api.useQuery(
    'get',
    '/scannerstatus/{orgId}/{propId}',
    { params: { path: { orgId: pair.oid, propId: pair.pid } } },
    {
      select: (body) => body.response,
      refetchInterval: (query) => (isActive(query.state.data?.response) ? SCAN_POLL_MS : false),
    },
  );
}

/** GET /scan-jobs: the property's scans, newest first, page after page. */
export function useScanJobs(pair: PropertyPair) {
  return useInfiniteQuery({
    queryKey: [...JOBS, pair],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOrThrow(
        api.GET('/scan-jobs/{orgId}/{propId}', {
          params: {
            path: { orgId: pair.oid, propId: pair.pid },
            query: { limit: JOBS_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.page.next ?? undefined,
    select: (data) => ({
      jobs: data.pages.flatMap((page) => page.response),
      hasMore: data.pages.at(-1)?.page.next != null,
    }),
  });
}

/** GET /scan-job-details: one scan's findings, pages and third-party scripts (a running one refreshes). */
export function useScanJobDetails(pid: number, id: number | null, active: boolean) {
  return $api.useQuery(
    'get',
    '/scan-job-details/{pid}/{id}',
    { params: { path: { pid, id: id ?? 0 } } },
    { enabled: id !== null, select: (body) => body.response, refetchInterval: active ? SCAN_POLL_MS : false },
  );
}

/** GET /schedule-scanjob: the property's scheduled scans. */
export function useScanSchedules(pair: PropertyPair) {
  return $api.useQuery(
    'get',
    '/schedule-scanjob/{pid}',
    { params: { path: { pid: pair.pid } } },
    { select: (body) => body.response },
  );
}

/** GET /scanner/sbl: the scan-behind-login settings (never the password), or null. */
export function useScanLogin(pair: PropertyPair, enabled: boolean) {
  return $api.useQuery(
    'get',
    '/scanner/sbl/{propid}',
    { params: { path: { propid: pair.pid } } },
    { enabled, select: (body) => body.response },
  );
}

/** GET /consent/banner: the plan tier and the tier features of the property's licence. */
export function usePlanFeatures(pair: PropertyPair) {
  return $api.useQuery(
    'get',
    '/consent/banner/{orgId}/{propId}',
    { params: { path: { orgId: pair.oid, propId: pair.pid } } },
    { select: (body) => ({ tier: body.response.tier, features: body.response.features }) },
  );
}

/**
 * What a scan's start, end or cancel makes stale: the status, the jobs and their details, and the
 * inventory it wrote new cookies into.
 */
export function invalidateScans(client: QueryClient): Promise<unknown> {
  const stale = [STATUS, JOBS, DETAILS];
  return Promise.all([
    ...stale.map((key) => client.invalidateQueries({ queryKey: key })),
    invalidateInventory(client),
  ]);
}

/** The scanner page's changes; each reloads what it makes stale. */
export function useScannerMutations() {
  const client = useQueryClient();
  const scans = () => invalidateScans(client);
  const schedules = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: SCHEDULES }),
      client.invalidateQueries({ queryKey: STATUS }),
    ]);
  const login = () => client.invalidateQueries({ queryKey: LOGIN });
  const blocking = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: DETAILS }),
      client.invalidateQueries({ queryKey: queryKey('get', '/cookie-blocking/tag-list/{pid}') }),
      client.invalidateQueries({ queryKey: queryKey('get', '/tag-list-javascript/{oid}/{pid}') }),
    ]);
  return {
    start: $api.useMutation('post', '/start-cookie-scanning/{orgId}/{propId}', { onSuccess: scans }),
    cancel: $api.useMutation('post', '/scan-job-details/{pid}/{id}/cancel', { onSuccess: scans }),
    createSchedule: $api.useMutation('post', '/schedule-scanjob/{pid}', { onSuccess: schedules }),
    updateSchedule: $api.useMutation('put', '/schedule-scanjob/{pid}/{id}', { onSuccess: schedules }),
    deleteSchedule: $api.useMutation('delete', '/schedule-scanjob/{pid}/{id}', { onSuccess: schedules }),
    saveLogin: $api.useMutation('put', '/scanner/update/sbl/{propid}', { onSuccess: login }),
    deleteLogin: $api.useMutation('delete', '/scanner/sbl/{propid}', { onSuccess: login }),
    checkLogin: $api.useMutation('post', '/sbl/validate_login'),
    blockScript: $api.useMutation('post', '/cookie-blocking/save-tag-scr/{pid}', { onSuccess: blocking }),
  };
}
