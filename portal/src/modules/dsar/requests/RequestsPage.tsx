import { PLAN_TYPE, roleCapabilities } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import {
  formatDay,
  REQUEST_TYPE_LABEL,
  STATUS_FILTER_LABEL,
  SUBJECT_TYPE_LABEL,
} from '@privacy-portal/ui/dsar/RequestBadges';
import { RequestExportPanel } from '@privacy-portal/ui/dsar/RequestExportPanel';
import {
  hasRequestFilters,
  RequestFilters,
  type RequestFilterValues,
} from '@privacy-portal/ui/dsar/RequestFilters';
import { type RequestSort, RequestTable } from '@privacy-portal/ui/dsar/RequestTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useDebouncedCallback } from 'use-debounce';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { problemOf } from '../../../lib/queryClient.ts';
import { useToasts } from '../../../lib/useToasts.tsx';
import { pricingTabHref } from '../../../pages/billing/billing-links.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import page from '../../shared/page.module.css';
import { useExportDownload } from '../../shared/useExportDownload.ts';
import { detailsHref, rememberInbox } from './inboxLink.ts';
import { NewRequestDialog } from './NewRequestDialog.tsx';
import styles from './Requests.module.css';
import {
  DEFAULT_STATUS,
  exportFilters,
  filtersFromParams,
  sortFromParams,
  withInboxParams,
} from './requestParams.ts';
import {
  exportFileUrl,
  refreshInbox,
  useInboxMutations,
  useRequestExport,
  useRequestFilterOptions,
  useRequestInbox,
} from './requests.queries.ts';

type Pair = { oid: number; pid: number };
type FilterOptions = NonNullable<ReturnType<typeof useRequestFilterOptions>['data']>;

/** How long the search waits for typing to pause before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;
const NO_IDS: ReadonlySet<number> = new Set();

/** The filters in words, for what an export holds. */
function exportScope(filters: RequestFilterValues, options: FilterOptions | undefined): string {
  const parts = [
    filters.status ? STATUS_FILTER_LABEL[filters.status].replace(' (all)', '').toLowerCase() : null,
    filters.request_type ? REQUEST_TYPE_LABEL[filters.request_type].toLowerCase() : null,
    filters.subject_type ? `from ${SUBJECT_TYPE_LABEL[filters.subject_type].toLowerCase()}s` : null,
    filters.jurisdiction
      ? `under ${options?.jurisdictions.find((j) => j.code === filters.jurisdiction)?.name ?? filters.jurisdiction}`
      : null,
    filters.due === 'soon' ? 'due soon' : filters.due === 'overdue' ? 'overdue' : null,
    filters.form_id
      ? `through ${options?.forms.find((f) => f.id === filters.form_id)?.name ?? `form ${filters.form_id}`}`
      : null,
    filters.q?.trim() ? `matching “${filters.q.trim()}”` : null,
  ].filter(Boolean);
  const what = parts.length
    ? `Exports the requests the filters show: ${parts.join(', ')}.`
    : 'Exports every request of the organization.';
  return filters.assignee ? `${what} The assignee filter does not apply: the file holds everyone’s.` : what;
}

/** /privacy/dsar/requests: the organization's requests, filtered and sorted, assigned in bulk, exported. */
export function RequestsPage() {
  const { selection, user, organization } = useSession();
  if (!selection) return null;
  return (
    <RequestsScreen
      pair={{ oid: selection.oid, pid: selection.pid }}
      companyId={user?.cID ?? organization?.cID ?? 0}
      canWrite={roleCapabilities(user?.role)?.canWrite ?? false}
      properties={(organization?.properties ?? []).map((p) => ({ id: p.property_id, name: p.property_name }))}
    />
  );
}

interface ScreenProps {
  pair: Pair;
  companyId: number;
  canWrite: boolean;
  properties: { id: number; name: string }[];
}

function RequestsScreen({ pair, companyId, canWrite, properties }: ScreenProps) {
  const { oid } = pair;
  const client = useQueryClient();
  const toasts = useToasts();
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const sort = sortFromParams(params);
  // The search box holds what is typed; the URL (and so the server) gets it once typing pauses.
  const urlQ = filters.q ?? '';
  const [typed, setTyped] = useState(urlQ);
  // Called with the latest render's params when the timer fires (use-debounce keeps the newest callback).
  const writeSearch = useDebouncedCallback((text: string) => {
    const next = text.trim();
    if (next === urlQ) return;
    setParams(withInboxParams(params, { ...filters, q: next || undefined }, sort), { replace: true });
  }, SEARCH_DEBOUNCE_MS);
  // Back, Forward or a link changed the URL: the box follows it. This page's own writes replace the
  // entry and are left alone, since more may have been typed while one was on its way.
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'REPLACE') return;
    writeSearch.cancel();
    setTyped(urlQ);
  }, [navigationType, urlQ, writeSearch]);

  const options = useRequestFilterOptions(oid);
  const inbox = useRequestInbox(oid, filters, sort);
  const mutations = useInboxMutations();

  // The selection belongs to the rows a view shows: another filter or order starts it afresh.
  const viewKey = JSON.stringify([filters, sort]);
  const [picked, setPicked] = useState<{ key: string; ids: Set<number> }>({ key: viewKey, ids: new Set() });
  const selectedIds = picked.key === viewKey ? picked.ids : NO_IDS;

  const [creating, setCreating] = useState(false);
  const [exportId, setExportId] = useState<string | null>(null);
  const exported = useRequestExport(oid, exportId);
  const download = useExportDownload(exported.data, (job) => exportFileUrl(oid, job));

  useEffect(() => rememberInbox(search), [search]);

  const setView = (next: RequestFilterValues, nextSort: RequestSort = sort) =>
    setParams(withInboxParams(params, next, nextSort), { replace: true });

  const startExport = () => {
    download.restart();
    mutations.startExport.mutate(
      { params: { path: { orgId: oid } }, body: exportFilters(filters) },
      {
        onSuccess: (body) => setExportId(body.response.id),
        onError: (err) => download.fail(problemOf(err).message),
      },
    );
  };

  const bulkAssign = (ids: number[], assigneeId: number | null) => {
    const who =
      assigneeId === null
        ? 'nobody'
        : (options.data?.assignees.find((p) => p.id === assigneeId)?.name ?? `member ${assigneeId}`);
    mutations.bulkAssign.mutate(
      { params: { path: { orgId: oid } }, body: { ids, assignee_id: assigneeId } },
      {
        onSuccess: (body) => {
          const n = body.response.updated;
          toasts.notify(
            assigneeId === null
              ? `${n} request${n === 1 ? '' : 's'} unassigned.`
              : `${n} request${n === 1 ? '' : 's'} assigned to ${who}.`,
          );
          setPicked({ key: viewKey, ids: new Set() });
          void refreshInbox(client, oid);
        },
        onError: (err) => toasts.notify(problemOf(err).message, 'error'),
      },
    );
  };

  // The inbox as it opens (the open requests, nothing else narrowed) gets the empty state when empty.
  const defaultView =
    filters.status === DEFAULT_STATUS && !hasRequestFilters({ ...filters, status: undefined });
  const newRequest = canWrite ? <Button onPress={() => setCreating(true)}>New request</Button> : null;

  return (
    <div className={`${page.page} ${styles.page}`}>
      <PageIntro
        title="Requests"
        description="Every data subject request of the organization with its legal deadline: filter them, assign them to your team and open one to work on it."
        actions={newRequest}
      />
      <RequestFilters
        value={{ ...filters, q: typed || undefined }}
        onChange={(next) => {
          if (Object.keys(next).length === 0) {
            writeSearch.cancel();
            setTyped('');
            setView({});
            return;
          }
          // Typing waits for the pause (above); any other change applies at once.
          const nextQ = next.q ?? '';
          if (nextQ !== typed) {
            setTyped(nextQ);
            writeSearch(nextQ);
          } else setView({ ...next, q: filters.q });
        }}
        options={options.data}
        // Leaving the box applies the search at once: a pending write must not land after a link's.
        onSearchSettle={() => writeSearch.flush()}
      />
      <section aria-labelledby="dsar-inbox-heading" className={page.stack}>
        <h2 id="dsar-inbox-heading" className={styles.sectionTitle}>
          Inbox
        </h2>
        <RequestTable
          requests={inbox.data?.requests ?? []}
          hrefOf={(r) => detailsHref(r, companyId, pair)}
          sort={sort}
          onSortChange={(next) => setView(filters, next)}
          loading={inbox.isPending}
          error={
            inbox.error ? (
              <LoadFailed
                what="the requests"
                message={problemOf(inbox.error).message}
                onRetry={() => void inbox.refetch()}
              />
            ) : null
          }
          emptyState={
            defaultView ? (
              <EmptyState
                title="No open requests"
                message="Requests sent through your published web forms arrive here, each with its legal deadline; a request that reached you by post, phone or e-mail can be entered by hand. Answered requests show under any status."
                action={newRequest}
              />
            ) : undefined
          }
          emptyMessage="No requests match these filters."
          {...(canWrite
            ? {
                selectedIds,
                onSelectionChange: (ids: Set<number>) => setPicked({ key: viewKey, ids }),
                assignees: options.data?.assignees ?? [],
                onBulkAssign: bulkAssign,
                bulkBusy: mutations.bulkAssign.isPending,
              }
            : {})}
          hasMore={inbox.data?.hasMore ?? false}
          loadingMore={inbox.isFetchingNextPage}
          onLoadMore={() => void inbox.fetchNextPage()}
        />
      </section>
      <div className={styles.cards}>
        <RequestExportPanel
          job={exported.data ?? null}
          scope={exportScope(filters, options.data)}
          onStart={startExport}
          starting={mutations.startExport.isPending}
          downloadUrl={download.downloadUrl}
          error={download.problem ? <Alert tone="error">{download.problem}</Alert> : null}
        />
      </div>
      {creating ? (
        <NewRequestDialog
          pair={pair}
          properties={properties}
          upgradeHref={pricingTabHref(PLAN_TYPE.dsar, 'monthly', pair)}
          onClose={() => setCreating(false)}
          onCreated={(request) => {
            setCreating(false);
            toasts.notify(
              `${request.request.reference} was created. It is due ${formatDay(request.deadlines.due_on)}.`,
            );
            void refreshInbox(client, oid);
          }}
        />
      ) : null}
      {toasts.region}
    </div>
  );
}
