import type { Schemas } from '@privacy-portal/sdk';
import { type ReactNode, useMemo, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import dataTable from '../../DataTable/DataTable.module.css';
import { IconButton } from '../../IconButton/index.ts';
import { rowSelection, SelectAllHeader, SelectRowCell, SkeletonRows } from '../../module/ListTable/index.ts';
import listTable from '../../module/ListTable/ListTable.module.css';
import { Pagination } from '../../Pagination/index.ts';
import a11y from '../../theme/a11y.module.css';
import { CookieBulkBar, type CookieBulkChange } from './CookieBulkBar.tsx';
import {
  type CookieCategoryOption,
  CookieFilterBar,
  type CookieFilters,
  hasCookieFilters,
  NO_COOKIE_FILTERS,
} from './CookieFilterBar.tsx';
import styles from './CookieTable.module.css';
import { type CookieSort, type CookieSortColumn, DEFAULT_COOKIE_SORT, sortCookies } from './cookieSort.ts';
import { cookieCount, hostOf, PARTY_LABEL, publishedLabel, STORAGE_LABEL } from './labels.ts';

type Cookie = Schemas['Cookie'];

export interface CookieTableProps {
  /** The cookies matching the filters (the page asks the server with them). */
  cookies: readonly Cookie[];
  /** How many cookies match on the server, when more exist than `cookies` holds. */
  total?: number;
  /** The property's categories, for the category chips and the bulk move. */
  categories: readonly CookieCategoryOption[];
  filters: CookieFilters;
  onFiltersChange: (filters: CookieFilters) => void;
  /** Rows are on their way: skeleton rows, the table marked busy. */
  loading?: boolean;
  /** A failed load (the reason and a way to try again), shown in place of the rows. */
  error?: ReactNode;
  /** Shown in place of the table when the property has no cookie at all and no filter is set. */
  emptyState?: ReactNode;
  /** The chosen rows; with onSelectionChange the rows get checkboxes and the bulk actions. */
  selectedIds?: ReadonlySet<number>;
  onSelectionChange?: (ids: Set<number>) => void;
  /** A bulk action on the chosen rows (those still shown). */
  onBulkChange?: (ids: number[], change: CookieBulkChange) => void;
  /** A bulk action is under way: its controls are disabled. */
  bulkBusy?: boolean;
  /** Edit and delete per row; left out for people who may only read. */
  onEdit?: (cookie: Cookie) => void;
  onDelete?: (cookie: Cookie) => void;
  /** Rows per page. */
  pageSize?: number;
}

const SORTABLE: ReadonlyArray<{ column: CookieSortColumn; header: string }> = [
  { column: 'name', header: 'Name' },
  { column: 'category', header: 'Category' },
  { column: 'domain', header: 'Domain' },
  { column: 'party', header: 'Party' },
  { column: 'duration', header: 'Duration' },
];

/**
 * The property's cookie inventory: search and filter chips, sortable columns, selection for bulk
 * changes, and the published state of each cookie (the banner lists only published ones).
 */
export function CookieTable({
  cookies,
  total,
  categories,
  filters,
  onFiltersChange,
  loading = false,
  error,
  emptyState,
  selectedIds,
  onSelectionChange,
  onBulkChange,
  bulkBusy = false,
  onEdit,
  onDelete,
  pageSize = 25,
}: CookieTableProps) {
  const [sort, setSort] = useState<CookieSort>(DEFAULT_COOKIE_SORT);
  const sorted = useMemo(() => sortCookies(cookies, sort), [cookies, sort]);
  // Back to the first page whenever the rows are narrowed or reordered.
  const pagingKey = `${JSON.stringify(filters)}|${sort.column}|${sort.direction}`;
  const [paging, setPaging] = useState({ key: pagingKey, page: 1 });
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(paging.key === pagingKey ? paging.page : 1, pageCount);
  const pageRows = sorted.slice((page - 1) * pageSize, page * pageSize);

  const selection = rowSelection(cookies, selectedIds, onSelectionChange);
  const { selectable, chosen } = selection;
  const filtered = hasCookieFilters(filters);
  const hasActions = onEdit !== undefined || onDelete !== undefined;
  const columnCount = 8 + (selectable ? 1 : 0) + (hasActions ? 1 : 0);

  if (!loading && !error && !filtered && cookies.length === 0 && emptyState) return <>{emptyState}</>;

  const summary = loading
    ? 'Loading cookies'
    : total !== undefined && total > cookies.length
      ? `Showing ${cookies.length.toLocaleString('en')} of ${cookieCount(total)}`
      : filtered
        ? `${cookieCount(cookies.length)} match these filters`
        : cookieCount(cookies.length);

  let body: ReactNode;
  if (loading) {
    body = <SkeletonRows columns={columnCount} />;
  } else if (pageRows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={dataTable.empty}>
          <p className={styles.emptyText}>
            {filtered ? 'No cookies match these filters.' : 'No cookies in the inventory yet.'}
          </p>
          {filtered ? (
            <Button size="sm" variant="secondary" onPress={() => onFiltersChange(NO_COOKIE_FILTERS)}>
              Clear filters
            </Button>
          ) : null}
        </td>
      </tr>
    );
  } else {
    body = pageRows.map((cookie) => (
      <CookieRow
        key={cookie.id}
        cookie={cookie}
        selectable={selectable}
        isSelected={selection.isSelected(cookie.id)}
        onToggle={(on) => selection.toggle(cookie.id, on)}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    ));
  }

  return (
    <div className={listTable.list}>
      <CookieFilterBar
        filters={filters}
        onChange={onFiltersChange}
        categories={categories}
        summary={summary}
      />
      {selectable && onBulkChange && chosen.length > 0 ? (
        <CookieBulkBar
          count={chosen.length}
          categories={categories}
          busy={bulkBusy}
          onChange={(change) => onBulkChange(chosen, change)}
          onClear={selection.clear}
        />
      ) : null}
      {error ? (
        <div className={styles.error}>{error}</div>
      ) : (
        <div className={listTable.scroller}>
          <table
            className={`${listTable.table} ${listTable.records} ${styles.table}`}
            aria-busy={loading || undefined}
          >
            <caption className={a11y.visuallyHidden}>Cookies</caption>
            <thead>
              <tr>
                {selectable ? (
                  <SelectAllHeader
                    selection={selection}
                    rowCount={cookies.length}
                    loading={loading}
                    label={`Select all ${cookieCount(cookies.length)}`}
                  />
                ) : null}
                {SORTABLE.map(({ column, header }) => (
                  <SortHeader key={column} column={column} header={header} sort={sort} onSort={setSort} />
                ))}
                <th scope="col">Set by script</th>
                <SortHeader column="pages" header="Pages" sort={sort} onSort={setSort} alignEnd />
                <SortHeader column="status" header="Status" sort={sort} onSort={setSort} />
                {hasActions ? (
                  <th scope="col" className={styles.actionsCell}>
                    <span className={a11y.visuallyHidden}>Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
      )}
      {!loading && !error && pageCount > 1 ? (
        <Pagination
          label="Cookie pages"
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => setPaging({ key: pagingKey, page: next })}
        />
      ) : null}
    </div>
  );
}

interface SortHeaderProps {
  column: CookieSortColumn;
  header: string;
  sort: CookieSort;
  onSort: (sort: CookieSort) => void;
  /** For number columns. */
  alignEnd?: boolean;
}

/** A column header that sorts by its column; a second press turns the order round. */
function SortHeader({ column, header, sort, onSort, alignEnd = false }: SortHeaderProps) {
  const active = sort.column === column;
  return (
    <th
      scope="col"
      aria-sort={active ? sort.direction : undefined}
      className={alignEnd ? styles.end : undefined}
    >
      <AriaButton
        className={dataTable.sortButton}
        onPress={() =>
          onSort({
            column,
            direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending',
          })
        }
      >
        {header}
        <svg className={dataTable.sortIcon} viewBox="0 0 12 16" width="10" height="14" aria-hidden="true">
          {!active || sort.direction === 'ascending' ? (
            <path d="M6 2l4 5H2z" fill="currentColor" opacity={active ? 1 : 0.5} />
          ) : null}
          {!active || sort.direction === 'descending' ? (
            <path d="M6 14l4-5H2z" fill="currentColor" opacity={active ? 1 : 0.5} />
          ) : null}
        </svg>
      </AriaButton>
    </th>
  );
}

interface CookieRowProps {
  cookie: Cookie;
  selectable: boolean;
  isSelected: boolean;
  onToggle: (on: boolean) => void;
  onEdit?: ((cookie: Cookie) => void) | undefined;
  onDelete?: ((cookie: Cookie) => void) | undefined;
}

function CookieRow({ cookie, selectable, isSelected, onToggle, onEdit, onDelete }: CookieRowProps) {
  const label = `${cookie.name} (${cookie.domain})`;
  return (
    <tr className={isSelected ? listTable.selectedRow : undefined}>
      {selectable ? (
        <SelectRowCell isSelected={isSelected} onToggle={onToggle} label={`Select ${label}`} />
      ) : null}
      <th scope="row" className={styles.nameCell}>
        <span className={styles.name}>{cookie.name}</span>
        {cookie.platform || cookie.type !== 'cookie' ? (
          <span className={styles.subtle}>
            {[cookie.platform, cookie.type !== 'cookie' ? STORAGE_LABEL[cookie.type] : null]
              .filter(Boolean)
              .join(' · ')}
          </span>
        ) : null}
      </th>
      <td>{cookie.category_name}</td>
      <td className={styles.domainCell}>
        {cookie.domain}
        {cookie.path !== '/' ? <span className={styles.subtle}>{cookie.path}</span> : null}
      </td>
      <td>
        <Badge tone={cookie.party === 'third' ? 'info' : 'neutral'}>{PARTY_LABEL[cookie.party]}</Badge>
      </td>
      <td className={styles.nowrap}>{cookie.duration}</td>
      <td className={styles.scriptCell}>
        {cookie.script_url ? (
          // The whole address is in the cell for screen readers and copying; the host is what shows first.
          <span className={styles.script} title={cookie.script_url}>
            <span className={styles.scriptHost}>{hostOf(cookie.script_url)}</span>
            <span className={styles.scriptUrl}>{cookie.script_url}</span>
          </span>
        ) : (
          <span className={styles.subtle}>Not known</span>
        )}
      </td>
      <td className={styles.end} title={cookie.pages.join('\n') || undefined}>
        {cookie.page_count.toLocaleString('en')}
      </td>
      <td>
        <Badge tone={cookie.published ? 'success' : 'warning'}>{publishedLabel(cookie.published)}</Badge>
      </td>
      {onEdit || onDelete ? (
        <td className={styles.actionsCell}>
          <div className={styles.actions}>
            {onEdit ? (
              <IconButton icon="edit" size="sm" label={`Edit ${label}`} onPress={() => onEdit(cookie)} />
            ) : null}
            {onDelete ? (
              <IconButton icon="trash" size="sm" label={`Delete ${label}`} onPress={() => onDelete(cookie)} />
            ) : null}
          </div>
        </td>
      ) : null}
    </tr>
  );
}
