import type { Schemas } from '@privacy-portal/sdk';
import type { RequestFilterValues } from '@privacy-portal/ui/dsar/RequestFilters';
import type { RequestSort } from '@privacy-portal/ui/dsar/RequestTable';
import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { $api, dataOrThrow } from '../../../lib/queryClient.ts';

// The DSAR inbox's and a request's calls (openapi/paths/dsar.yaml, "DSAR requests"): the lists are
// keyset paged ('Load more'), an export is polled while it runs, and every change to a request answers
// the request, which replaces the cached one.

/** While an export runs, its progress is read this often. */
export const JOB_POLL_MS = 1000;
/** Requests per page of the inbox: 'Load more' asks for the next, by key. */
export const INBOX_PAGE_SIZE = 25;
/** Events per page of the timeline. */
export const TIMELINE_PAGE_SIZE = 50;

const INBOX_KEY = 'dsar-inbox';
const TIMELINE_KEY = 'dsar-timeline';

type Request = Schemas['Request'];

/** GET /dsar/request-filters: the forms, members and laws the inbox can be filtered by. */
export function useRequestFilterOptions(oid: number) {
  return $api.useQuery(
    'get',
    '/dsar/request-filters/{orgId}',
    { params: { path: { orgId: oid } } },
    { select: (body) => body.response },
  );
}

/** GET /dsar/requests: the filtered inbox in the chosen order, page after page (keyset). */
export function useRequestInbox(oid: number, filters: RequestFilterValues, sort: RequestSort) {
  return useInfiniteQuery({
    queryKey: [INBOX_KEY, oid, filters, sort],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOrThrow(
        api.GET('/dsar/requests/{orgId}', {
          params: {
            path: { orgId: oid },
            query: {
              ...filters,
              sort,
              limit: INBOX_PAGE_SIZE,
              ...(pageParam ? { after: pageParam } : {}),
            },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.page.next ?? undefined,
    select: (data) => ({
      requests: data.pages.flatMap((page) => page.response),
      hasMore: data.pages.at(-1)?.page.next != null,
    }),
  });
}

const isRunning = (job: { status: string } | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/** GET an export's progress: read every second while it runs, not at all afterwards. */
export function useRequestExport(oid: number, jobId: string | null) {
  return $api.useQuery(
    'get',
    '/dsar/request-exports/{orgId}/{jobId}',
    { params: { path: { orgId: oid, jobId: jobId ?? '' } } },
    {
      enabled: jobId !== null,
      select: (body) => body.response,
      refetchInterval: (query) => (isRunning(query.state.data?.response) ? JOB_POLL_MS : false),
    },
  );
}

/** The finished export's CSV as an object URL for a download link (the call needs the token). */
export async function exportFileUrl(oid: number, job: Schemas['RequestExport']): Promise<string> {
  const { data, error, response } = await api.GET('/dsar/request-exports/{orgId}/{jobId}/file', {
    params: { path: { orgId: oid, jobId: job.id } },
    parseAs: 'blob',
  });
  if (error || !data) throw new Error(`The export could not be downloaded (${response.status}).`);
  return URL.createObjectURL(data);
}

/** GET /public/countryandstate/list: the countries, and the states of one when `country` is given. */
export function useCountries(country: string | null) {
  return $api.useQuery(
    'get',
    '/public/countryandstate/list',
    { params: { query: country ? { countryid: country } : {} } },
    { select: (body) => body.response, staleTime: Number.POSITIVE_INFINITY },
  );
}

export function useInboxMutations() {
  return {
    create: $api.useMutation('post', '/dsar/requests/{orgId}'),
    bulkAssign: $api.useMutation('post', '/dsar/requests-assign/{orgId}'),
    startExport: $api.useMutation('post', '/dsar/request-exports/{orgId}'),
  };
}

/** Every page of the inbox is read again (after a change to its requests). */
export const refreshInbox = (client: QueryClient, oid: number) =>
  client.invalidateQueries({ queryKey: [INBOX_KEY, oid] });

/* ---- a request's details ---- */

const requestPath = '/dsar/requests/{orgId}/{requestId}' as const;

/** GET /dsar/requests/{orgId}/{requestId}: the request with its stages, attachments and deadlines. */
export function useRequest(oid: number, requestId: number) {
  return $api.useQuery(
    'get',
    requestPath,
    { params: { path: { orgId: oid, requestId } } },
    { select: (body) => body.response, enabled: requestId > 0 },
  );
}

/** GET the timeline, oldest first, page after page (keyset). */
export function useRequestTimeline(oid: number, requestId: number) {
  return useInfiniteQuery({
    queryKey: [TIMELINE_KEY, oid, requestId],
    enabled: requestId > 0,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOrThrow(
        api.GET('/dsar/requests/{orgId}/{requestId}/timeline', {
          params: {
            path: { orgId: oid, requestId },
            query: { limit: TIMELINE_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.page.next ?? undefined,
    select: (data) => ({
      events: data.pages.flatMap((page) => page.response),
      hasMore: data.pages.at(-1)?.page.next != null,
    }),
  });
}

/** GET /dsar/templates: the organization's e-mails in every language (its own or the default). */
export function useEmailTemplates(oid: number, enabled: boolean) {
  return $api.useQuery(
    'get',
    '/dsar/templates/{orgId}',
    { params: { path: { orgId: oid } } },
    { enabled, select: (body) => body.response },
  );
}

/**
 * The calls that change a request. Each answers the request (or a timeline event): the cached request
 * is replaced, the timeline and the inbox read again.
 */
export function useRequestMutations(oid: number, requestId: number) {
  const client = useQueryClient();
  const key = $api.queryOptions('get', requestPath, { params: { path: { orgId: oid, requestId } } }).queryKey;
  const changed = (body?: { response: Request }) => {
    if (body) client.setQueryData(key, body);
    void client.invalidateQueries({ queryKey: [TIMELINE_KEY, oid, requestId] });
    void refreshInbox(client, oid);
  };
  const logged = () => {
    void client.invalidateQueries({ queryKey: [TIMELINE_KEY, oid, requestId] });
  };
  return {
    assign: $api.useMutation('post', '/dsar/requests/{orgId}/{requestId}/assign', { onSuccess: changed }),
    moveStage: $api.useMutation('post', '/dsar/requests/{orgId}/{requestId}/stage', { onSuccess: changed }),
    setTask: $api.useMutation('put', '/dsar/requests/{orgId}/{requestId}/tasks/{stage}/{task}', {
      onSuccess: changed,
    }),
    extend: $api.useMutation('post', '/dsar/requests/{orgId}/{requestId}/extend', { onSuccess: changed }),
    close: $api.useMutation('post', '/dsar/requests/{orgId}/{requestId}/close', { onSuccess: changed }),
    message: $api.useMutation('post', '/dsar/requests/{orgId}/{requestId}/messages', { onSuccess: logged }),
    addNote: $api.useMutation('post', '/dsar/requests/{orgId}/{requestId}/notes', { onSuccess: logged }),
    resendVerification: $api.useMutation('post', '/dsar/requests/{orgId}/{requestId}/verification', {
      onSuccess: logged,
    }),
  };
}

/** Fetches a file the call guards with the token and hands it to the browser to save. */
async function saveBlob(
  call: Promise<{ data?: Blob; error?: unknown; response: Response }>,
  fallback: string,
) {
  const { data, error, response } = await call;
  if (error || !data) throw new Error(`The file could not be downloaded (${response.status}).`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = named ? decodeURIComponent(named) : fallback;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads an attachment (members of the organization only). */
export const downloadAttachment = (oid: number, requestId: number, attachment: Schemas['AttachmentInfo']) =>
  saveBlob(
    api.GET('/dsar/requests/{orgId}/{requestId}/attachments/{attachmentId}', {
      params: { path: { orgId: oid, requestId, attachmentId: attachment.id } },
      parseAs: 'blob',
    }),
    attachment.name,
  );

/** Downloads the request's record: answers, deadlines and timeline as a PDF. */
export const downloadRecord = (oid: number, requestId: number, reference: string) =>
  saveBlob(
    api.GET('/dsar/requests/{orgId}/{requestId}/record', {
      params: { path: { orgId: oid, requestId } },
      parseAs: 'blob',
    }),
    `${reference}.pdf`,
  );
