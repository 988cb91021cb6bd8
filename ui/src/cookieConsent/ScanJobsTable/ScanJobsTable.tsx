import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import styles from './ScanJobsTable.module.css';
import {
  formatScanTime,
  SCAN_STATUS_LABEL,
  SCAN_STATUS_TONE,
  SCAN_TRIGGER_LABEL,
  scanDuration,
} from './scanLabels.ts';

type ScanJob = Schemas['ScanJob'];

export interface ScanJobsTableProps {
  /** The property's scans, newest first. */
  jobs: readonly ScanJob[];
  loading?: boolean;
  /** A failed load, shown in place of the table. */
  error?: ReactNode;
  /** Opens a scan's details. */
  onOpen: (job: ScanJob) => void;
  /** The scan whose details are open, marked on its button. */
  openId?: number | null;
  /** More scans exist than are listed. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

const COLUMNS: DataTableColumn<ScanJob>[] = [
  {
    id: 'started',
    header: 'Started',
    value: (job) => job.created_at,
    cell: (job) => (
      <>
        {formatScanTime(job.created_at)}
        <span className={styles.subtle}>{SCAN_TRIGGER_LABEL[job.trigger]}</span>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    value: (job) => job.status,
    cell: (job) => (
      <>
        <Badge tone={SCAN_STATUS_TONE[job.status]}>{SCAN_STATUS_LABEL[job.status]}</Badge>
        {job.error ? <span className={styles.subtle}>{job.error}</span> : null}
      </>
    ),
  },
  {
    id: 'pages',
    header: 'Pages',
    value: (job) => job.pages_done,
    align: 'end',
    cell: (job) =>
      job.pages_total > 0 && job.pages_done !== job.pages_total
        ? `${job.pages_done.toLocaleString('en')} of ${job.pages_total.toLocaleString('en')}`
        : job.pages_done.toLocaleString('en'),
  },
  { id: 'found', header: 'Cookies', value: (job) => job.cookies_found, align: 'end' },
  { id: 'new', header: 'New', value: (job) => job.new_cookies, align: 'end' },
  {
    id: 'violations',
    header: 'Violations',
    value: (job) => job.violations,
    align: 'end',
    cell: (job) =>
      job.violations > 0 ? (
        <Badge tone="error">{job.violations.toLocaleString('en')}</Badge>
      ) : job.three_state ? (
        '0'
      ) : (
        '—'
      ),
  },
  { id: 'took', header: 'Took', sortable: false, cell: (job) => scanDuration(job) ?? '—' },
];

/** The property's scans, newest first, each with what it found and a way to its details. */
export function ScanJobsTable({
  jobs,
  loading = false,
  error,
  onOpen,
  openId = null,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: ScanJobsTableProps) {
  if (error) return <>{error}</>;
  return (
    <div className={styles.jobs}>
      <DataTable
        caption="Scans"
        captionHidden
        columns={COLUMNS}
        rows={[...jobs]}
        getRowId={(job) => String(job.id)}
        loading={loading}
        loadingLabel="Loading the scans"
        emptyMessage="No scans yet. Start one to find the cookies your site sets."
        rowActions={(job) => (
          <Button
            size="sm"
            variant={openId === job.id ? 'primary' : 'secondary'}
            aria-label={`Details of the scan of ${formatScanTime(job.created_at)}`}
            aria-pressed={openId === job.id}
            onPress={() => onOpen(job)}
          >
            Details
          </Button>
        )}
        rowActionsLabel="Details"
        pageSize={20}
      />
      {hasMore && onLoadMore ? (
        <div>
          <Button variant="secondary" size="sm" onPress={onLoadMore} loading={loadingMore}>
            Show older scans
          </Button>
        </div>
      ) : null}
    </div>
  );
}
