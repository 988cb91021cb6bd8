import {
  type ColumnDef,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Pagination } from '../Pagination/index.ts';
import a11y from '../theme/a11y.module.css';
import { compareValues, formatValue, type SortValue } from './compareValues.ts';
import styles from './DataTable.module.css';

export interface DataTableColumn<T> {
  /** Stable key of the column. */
  id: string;
  /** Header text. */
  header: string;
  /** The cell's value, used for sorting and as the default cell text. */
  value?: (row: T) => SortValue;
  /** Custom cell content; defaults to the value as text. */
  cell?: (row: T) => ReactNode;
  /** Whether the header sorts the rows. Default: true when `value` is given. */
  sortable?: boolean;
  /** 'end' for numbers and amounts. */
  align?: 'start' | 'end';
}

export interface DataTableSort {
  columnId: string;
  direction: 'ascending' | 'descending';
}

export interface DataTableProps<T> {
  /** Accessible name of the table, shown as its caption unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: DataTableColumn<T>[];
  rows: T[];
  /** A unique key per row. */
  getRowId: (row: T) => string;
  /** Rows per page; pagination shows only when there is more than one page. */
  pageSize?: number;
  /** Sort applied on first render. */
  initialSort?: DataTableSort;
  /** Shows skeleton rows and marks the table busy. */
  loading?: boolean;
  /** Announced while loading. */
  loadingLabel?: string;
  /** Shown in the table body when there are no rows. */
  emptyMessage?: ReactNode;
  /** Buttons or a menu per row, in a trailing column. */
  rowActions?: (row: T) => ReactNode;
  /** Header of the actions column. */
  rowActionsLabel?: string;
  /** Column whose cells name each row for screen readers (th scope=row). Default: the first column. */
  rowHeaderColumnId?: string;
  /** The user changed the sort. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The user turned the page (1-based). */
  onPageChange?: (page: number) => void;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A sortable, client-side paginated table on TanStack Table. */
export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowId,
  pageSize = 10,
  initialSort,
  loading = false,
  loadingLabel = 'Loading',
  emptyMessage = 'No data to show',
  rowActions,
  rowActionsLabel = 'Actions',
  rowHeaderColumnId,
  onSortChange,
  onPageChange,
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(
    initialSort ? [{ id: initialSort.columnId, desc: initialSort.direction === 'descending' }] : [],
  );
  const [pageIndex, setPageIndex] = useState(0);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  // Clamped instead of reset by the table, so new rows keep the page when it still exists.
  const safePageIndex = Math.min(pageIndex, pageCount - 1);

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: T) => column.value?.(row),
        enableSorting: column.sortable ?? Boolean(column.value),
        sortingFn: (a, b, id) => compareValues(a.getValue<SortValue>(id), b.getValue<SortValue>(id)),
      })),
    [columns],
  );
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const headerColumnId = rowHeaderColumnId ?? columns[0]?.id;

  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination: { pageIndex: safePageIndex, pageSize } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSorting(next);
      setPageIndex(0);
      const first = next[0];
      if (first) onSortChange?.({ columnId: first.id, direction: first.desc ? 'descending' : 'ascending' });
    },
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const columnCount = columns.length + (rowActions ? 1 : 0);
  const pageRows = table.getRowModel().rows;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <tr key={i} className={styles.skeletonRow}>
        {Array.from({ length: columnCount }, (_, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
          <td key={j}>
            <span className={styles.skeleton} aria-hidden="true" />
          </td>
        ))}
      </tr>
    ));
  } else if (pageRows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.empty}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else {
    body = pageRows.map((row) => (
      <tr key={row.id}>
        {row.getVisibleCells().map((cell) => {
          const column = byId.get(cell.column.id);
          const content = column?.cell ? column.cell(row.original) : formatValue(cell.getValue<SortValue>());
          const className = column?.align === 'end' ? styles.end : undefined;
          return cell.column.id === headerColumnId ? (
            <th key={cell.id} scope="row" className={className}>
              {content}
            </th>
          ) : (
            <td key={cell.id} className={className}>
              {content}
            </td>
          );
        })}
        {rowActions ? (
          <td className={styles.actions}>
            <div className={styles.actionsInner}>{rowActions(row.original)}</div>
          </td>
        ) : null}
      </tr>
    ));
  }

  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={captionHidden ? a11y.visuallyHidden : styles.caption}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id);
                const sorted = header.column.getIsSorted();
                const className = column?.align === 'end' ? styles.end : undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? ariaSort[sorted] : undefined}
                    className={className}
                  >
                    {header.column.getCanSort() ? (
                      <AriaButton
                        className={styles.sortButton}
                        onPress={() => header.column.toggleSorting(sorted === 'asc')}
                      >
                        {column?.header}
                        <SortIcon direction={sorted} />
                      </AriaButton>
                    ) : (
                      column?.header
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th scope="col" className={styles.actions}>
                  {rowActionsLabel}
                </th>
              ) : null}
            </tr>
          ))}
        </thead>
        <tbody>{body}</tbody>
      </table>
      <span role="status" className={a11y.visuallyHidden}>
        {loading ? loadingLabel : ''}
      </span>
      {!loading && pageCount > 1 ? (
        <Pagination
          label={`${caption} pages`}
          page={safePageIndex + 1}
          pageCount={pageCount}
          onPageChange={(page) => {
            setPageIndex(page - 1);
            onPageChange?.(page);
          }}
        />
      ) : null}
    </div>
  );
}

/** Both arrows when unsorted (hinting that it sorts), one when sorted. */
function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg className={styles.sortIcon} viewBox="0 0 12 16" width="10" height="14" aria-hidden="true">
      {direction !== 'desc' ? (
        <path d="M6 2l4 5H2z" fill="currentColor" opacity={direction ? 1 : 0.5} />
      ) : null}
      {direction !== 'asc' ? (
        <path d="M6 14l4-5H2z" fill="currentColor" opacity={direction ? 1 : 0.5} />
      ) : null}
    </svg>
  );
}
