import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { Button } from '../../Button/index.ts';
import dataTable from '../../DataTable/DataTable.module.css';
import { rowSelection, SelectAllHeader, SelectRowCell, SkeletonRows } from '../../module/ListTable/index.ts';
import listTable from '../../module/ListTable/ListTable.module.css';
import a11y from '../../theme/a11y.module.css';
import {
  RequestDueBadge,
  RequestStatusBadge,
  RequestVerificationBadge,
} from '../RequestBadges/RequestBadges.tsx';
import { formatDay, REQUEST_TYPE_LABEL, requesterName, todayUtc } from '../RequestBadges/requestLabels.ts';
import { RequestBulkBar } from './RequestBulkBar.tsx';
import styles from './RequestTable.module.css';

type RequestSummary = Schemas['RequestSummary'];
type Person = Schemas['Person'];

/** The inbox's orders: earliest due date first, or newest first. */
export type RequestSort = 'due' | 'received';

export interface RequestTableProps {
  /** The requests loaded so far, in the server's order. */
  requests: readonly RequestSummary[];
  /** The link to a request's details. */
  hrefOf: (request: RequestSummary) => string;
  sort: RequestSort;
  onSortChange: (sort: RequestSort) => void;
  /** Today (YYYY-MM-DD, UTC) for the days left; the clock's when left out. */
  today?: string;
  loading?: boolean;
  /** A failed load, shown in place of the table. */
  error?: ReactNode;
  /** Shown in place of the table when there is no request at all (no filter set). */
  emptyState?: ReactNode;
  /** Shown in the table when no request matches the filters. */
  emptyMessage?: ReactNode;
  /** The chosen rows; with onSelectionChange the rows get checkboxes. */
  selectedIds?: ReadonlySet<number>;
  onSelectionChange?: (ids: Set<number>) => void;
  /** The members a request can be assigned to; with onBulkAssign the selection can be assigned at once. */
  assignees?: readonly Person[];
  onBulkAssign?: (ids: number[], assigneeId: number | null) => void;
  bulkBusy?: boolean;
  /** More requests match than are listed: 'Load more' asks for the next page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

const COLUMNS = 7;
const plural = (n: number) => `${n.toLocaleString('en')} request${n === 1 ? '' : 's'}`;

/**
 * The request inbox: one row per request with who asked, what for, where it stands, the law, and the
 * days left to answer. The server sorts and pages (by key): the headers of the two date columns ask it
 * for another order, 'Load more' appends the next page. Selected rows can be assigned at once.
 */
export function RequestTable({
  requests,
  hrefOf,
  sort,
  onSortChange,
  today = todayUtc(),
  loading = false,
  error,
  emptyState,
  emptyMessage = 'No requests match these filters.',
  selectedIds,
  onSelectionChange,
  assignees = [],
  onBulkAssign,
  bulkBusy = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: RequestTableProps) {
  if (error) return <>{error}</>;
  if (!loading && requests.length === 0 && emptyState) return <>{emptyState}</>;

  const selection = rowSelection(requests, selectedIds, onSelectionChange);
  const { selectable, chosen } = selection;
  const columnCount = COLUMNS + (selectable ? 1 : 0);

  let body: ReactNode;
  if (loading) {
    body = <SkeletonRows columns={columnCount} />;
  } else if (requests.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={dataTable.empty}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else {
    body = requests.map((request) => (
      <RequestRow
        key={request.id}
        request={request}
        href={hrefOf(request)}
        today={today}
        selectable={selectable}
        isSelected={selection.isSelected(request.id)}
        onToggle={(on) => selection.toggle(request.id, on)}
      />
    ));
  }

  return (
    <div className={listTable.list}>
      <p role="status" className={listTable.summary}>
        {loading ? 'Loading requests' : `${plural(requests.length)} shown${hasMore ? ', more to load' : ''}`}
      </p>
      {selectable && onBulkAssign && chosen.length > 0 ? (
        <RequestBulkBar
          count={chosen.length}
          assignees={assignees}
          busy={bulkBusy}
          onAssign={(assigneeId) => onBulkAssign(chosen, assigneeId)}
          onClear={selection.clear}
        />
      ) : null}
      <div className={listTable.scroller}>
        <table className={`${listTable.table} ${listTable.records}`} aria-busy={loading || undefined}>
          <caption className={a11y.visuallyHidden}>Requests</caption>
          <thead>
            <tr>
              {selectable ? (
                <SelectAllHeader
                  selection={selection}
                  rowCount={requests.length}
                  loading={loading}
                  label={`Select all ${plural(requests.length)} shown`}
                />
              ) : null}
              <th scope="col">Request</th>
              <th scope="col">Requester</th>
              <th scope="col">Status</th>
              <th scope="col">Law</th>
              <SortHeader
                header="Received"
                active={sort === 'received'}
                order="descending"
                onSort={() => onSortChange('received')}
              />
              <SortHeader
                header="Due"
                active={sort === 'due'}
                order="ascending"
                onSort={() => onSortChange('due')}
              />
              <th scope="col">Assignee</th>
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {hasMore && onLoadMore && !loading ? (
        <div>
          <Button variant="secondary" size="sm" onPress={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}

interface SortHeaderProps {
  header: string;
  active: boolean;
  /** The one order the server keeps this column in. */
  order: 'ascending' | 'descending';
  onSort: () => void;
}

/** A date column's header: pressing it sorts the inbox by that date (due: earliest first; received: newest first). */
function SortHeader({ header, active, order, onSort }: SortHeaderProps) {
  return (
    <th scope="col" aria-sort={active ? order : undefined}>
      <AriaButton
        className={dataTable.sortButton}
        onPress={onSort}
        aria-label={`${header}, sort ${order === 'ascending' ? 'earliest first' : 'newest first'}`}
      >
        {header}
        <svg className={dataTable.sortIcon} viewBox="0 0 12 16" width="10" height="14" aria-hidden="true">
          {order === 'ascending' ? (
            <path d="M6 2l4 5H2z" fill="currentColor" opacity={active ? 1 : 0.4} />
          ) : (
            <path d="M6 14l4-5H2z" fill="currentColor" opacity={active ? 1 : 0.4} />
          )}
        </svg>
      </AriaButton>
    </th>
  );
}

interface RequestRowProps {
  request: RequestSummary;
  href: string;
  today: string;
  selectable: boolean;
  isSelected: boolean;
  onToggle: (on: boolean) => void;
}

function RequestRow({ request: r, href, today, selectable, isSelected, onToggle }: RequestRowProps) {
  const name = requesterName(r);
  return (
    <tr className={isSelected ? listTable.selectedRow : undefined}>
      {selectable ? (
        <SelectRowCell
          isSelected={isSelected}
          onToggle={onToggle}
          label={`Select ${r.reference} from ${name}`}
        />
      ) : null}
      <th scope="row" className={styles.requestCell}>
        <Link href={href} className={styles.reference}>
          {r.reference}
        </Link>
        <span className={styles.subtle}>{REQUEST_TYPE_LABEL[r.request_type]}</span>
        {r.over_limit ? <span className={styles.flag}>Over the plan’s limit</span> : null}
      </th>
      <td className={styles.requesterCell}>
        <span className={styles.name}>{name}</span>
        <span className={styles.subtle}>{r.email}</span>
      </td>
      <td>
        <span className={styles.badges}>
          <RequestStatusBadge status={r.status} />
          <RequestVerificationBadge verified={r.verified} status={r.status} />
        </span>
      </td>
      <td className={styles.nowrap}>{r.jurisdiction.replace(/_/g, ' ')}</td>
      <td className={styles.nowrap}>{formatDay(r.received_at)}</td>
      <td className={styles.dueCell}>
        <span className={styles.nowrap}>{formatDay(r.due_on)}</span>
        <RequestDueBadge
          dueOn={r.due_on}
          status={r.status}
          dueSoon={r.due_soon}
          today={today}
          extended={r.extended}
        />
      </td>
      <td>{r.assignee ? r.assignee.name : <span className={styles.subtle}>Unassigned</span>}</td>
    </tr>
  );
}
