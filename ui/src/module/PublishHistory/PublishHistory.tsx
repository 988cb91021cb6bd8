import { type ReactNode, useState } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { ConfirmDialog } from '../confirmOnOpen.ts';
import styles from './PublishHistory.module.css';

/** What every module's published version has (a banner's, a form's, ...). */
export interface PublishedVersion {
  id: number | string;
  version: number;
  /** The version visitors see. */
  active: boolean;
  note: string | null;
  published_at: string;
  published_by: string | null;
}

/** The words that differ between modules. */
export interface PublishHistoryTexts {
  /** The badge of the version visitors see, e.g. 'Active' or 'Live'. */
  activeLabel: string;
  /** Shown when nothing is published. */
  emptyMessage: string;
  /** The activate confirmation, below its title 'Activate version n?'. */
  activateMessage: (version: number) => ReactNode;
  /** The delete confirmation, below its title 'Delete version n?'. */
  deleteMessage: string;
}

export interface PublishHistoryProps<V extends PublishedVersion> {
  /** The published versions, newest first. */
  versions: readonly V[];
  loading?: boolean;
  texts: PublishHistoryTexts;
  /** The module's own columns, shown before the note (e.g. a form's languages). */
  extraColumns?: readonly DataTableColumn<V>[];
  /** Whether an earlier version can be made active again (a plan may leave it out). Default: true. */
  canRollBack?: boolean;
  /** Shown above the table, e.g. the upgrade notice of a plan without rollback. */
  notice?: ReactNode;
  /** Makes an earlier version the active one; the confirmation waits for it. */
  onActivate: (version: V) => Promise<unknown>;
  /** Removes a version that is not active; the confirmation waits for it. */
  onDelete: (version: V) => Promise<unknown>;
  /** Read-only: no actions. */
  isDisabled?: boolean;
  /** How a publish time reads; medium date and short time in English by default. */
  formatDate?: (iso: string) => string;
}

const DEFAULT_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A module's publish history: each version with when, by whom and why, the active one marked.
 * Activate rolls back to an earlier version and Delete removes one, each after a confirmation; the
 * active version cannot be deleted.
 */
export function PublishHistory<V extends PublishedVersion>({
  versions,
  loading,
  texts,
  extraColumns = [],
  canRollBack = true,
  notice,
  onActivate,
  onDelete,
  isDisabled,
  formatDate = (iso) => DEFAULT_FORMAT.format(new Date(iso)),
}: PublishHistoryProps<V>) {
  const [pending, setPending] = useState<{ kind: 'activate' | 'delete'; version: V } | null>(null);
  const [busy, setBusy] = useState(false);
  const activeWord = texts.activeLabel.toLowerCase();

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      await (pending.kind === 'activate' ? onActivate(pending.version) : onDelete(pending.version));
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const columns: DataTableColumn<V>[] = [
    { id: 'version', header: 'Version', value: (v) => v.version, cell: (v) => `Version ${v.version}` },
    {
      id: 'published',
      header: 'Published',
      value: (v) => v.published_at,
      cell: (v) => <time dateTime={v.published_at}>{formatDate(v.published_at)}</time>,
    },
    { id: 'by', header: 'By', cell: (v) => v.published_by ?? '—' },
    ...extraColumns,
    { id: 'note', header: 'Note', cell: (v) => v.note || <span className={styles.muted}>No note</span> },
    {
      id: 'status',
      header: 'Status',
      cell: (v) => (v.active ? <Badge tone="success">{texts.activeLabel}</Badge> : null),
    },
  ];

  return (
    <div className={styles.history}>
      {notice}
      <DataTable
        caption="Published versions"
        captionHidden
        columns={columns}
        rows={[...versions]}
        getRowId={(v) => String(v.id)}
        loading={loading}
        loadingLabel="Loading the publish history"
        emptyMessage={texts.emptyMessage}
        pageSize={10}
        rowActionsLabel="Actions"
        rowActions={
          isDisabled
            ? undefined
            : (v) => (
                <div className={styles.actions}>
                  {canRollBack && !v.active ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Activate version ${v.version}`}
                      onPress={() => setPending({ kind: 'activate', version: v })}
                    >
                      Activate
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={
                      v.active ? `Delete version ${v.version} (${activeWord})` : `Delete version ${v.version}`
                    }
                    isDisabled={v.active}
                    onPress={() => setPending({ kind: 'delete', version: v })}
                  >
                    Delete
                  </Button>
                </div>
              )
        }
      />
      {versions.some((v) => v.active) && !isDisabled ? (
        <p className={styles.muted}>
          The {activeWord} version cannot be deleted; activate another one first.
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={pending?.kind === 'activate'}
        title={pending ? `Activate version ${pending.version.version}?` : 'Activate'}
        message={pending ? texts.activateMessage(pending.version.version) : ''}
        confirmLabel="Activate"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        isOpen={pending?.kind === 'delete'}
        title={pending ? `Delete version ${pending.version.version}?` : 'Delete'}
        message={texts.deleteMessage}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
