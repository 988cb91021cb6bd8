import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import styles from './ConsentLogTable.module.css';
import { CopyButton } from './CopyButton.tsx';
import {
  CHOICE_LABEL,
  CHOICE_TONE,
  categoryLabel,
  DEVICE_LABEL,
  formatConsentTime,
  placeOf,
  shortConsentId,
} from './consentLabels.ts';

type ConsentRecord = Schemas['ConsentRecord'];

export interface ConsentLogTableProps {
  /** The records loaded so far, newest first. */
  records: readonly ConsentRecord[];
  /** Category names by key (the property's categories); a key without one shows as it is. */
  categoryNames?: ReadonlyMap<string, string>;
  loading?: boolean;
  /** A failed load, shown in place of the table. */
  error?: ReactNode;
  /** Shown when no record matches (the filters, or none yet). */
  emptyMessage?: ReactNode;
  /** Opens a record's proof. */
  onOpen: (record: ConsentRecord) => void;
  /** More records match than are listed: 'Load more' asks for the next page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * The consent log: one row per stored choice, newest first. Rows come a page at a time (keyset
 * paging): 'Load more' appends the next page, so the table never sorts or pages what it holds.
 */
export function ConsentLogTable({
  records,
  categoryNames = NO_NAMES,
  loading = false,
  error,
  emptyMessage = 'No consent records match these filters.',
  onOpen,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: ConsentLogTableProps) {
  if (error) return <>{error}</>;
  const columns: DataTableColumn<ConsentRecord>[] = [
    {
      id: 'time',
      header: 'Time',
      cell: (r) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Proof of record #${r.seq}, ${formatConsentTime(r.recorded_at)}`}
          onPress={() => onOpen(r)}
        >
          {formatConsentTime(r.recorded_at)}
        </Button>
      ),
    },
    {
      id: 'consent',
      header: 'Consent ID',
      cell: (r) => (
        <span className={styles.id}>
          <code title={r.consent_id}>{shortConsentId(r.consent_id)}</code>
          <CopyButton text={r.consent_id} label={`Copy consent id ${r.consent_id}`} />
        </span>
      ),
    },
    {
      id: 'choice',
      header: 'Choice',
      cell: (r) => <Badge tone={CHOICE_TONE[r.choice]}>{CHOICE_LABEL[r.choice]}</Badge>,
    },
    {
      id: 'granted',
      header: 'Categories granted',
      cell: (r) => r.granted.map((key) => categoryLabel(key, categoryNames)).join(', ') || '—',
    },
    { id: 'region', header: 'Region', cell: (r) => placeOf(r) },
    { id: 'device', header: 'Device', cell: (r) => DEVICE_LABEL[r.device] },
    { id: 'gpc', header: 'GPC', cell: (r) => (r.gpc ? <Badge tone="warning">GPC</Badge> : 'No') },
    { id: 'version', header: 'Banner', align: 'end', cell: (r) => `v${r.banner_version}` },
  ];
  return (
    <div className={styles.log}>
      <div className={styles.scroller}>
        <DataTable
          caption="Consent records"
          captionHidden
          columns={columns}
          rows={[...records]}
          getRowId={(r) => String(r.seq)}
          loading={loading}
          loadingLabel="Loading the consent records"
          emptyMessage={emptyMessage}
          // Every loaded row on one page: more come from the server, by key.
          pageSize={Math.max(1, records.length)}
        />
      </div>
      {hasMore && onLoadMore ? (
        <div>
          <Button variant="secondary" size="sm" onPress={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
