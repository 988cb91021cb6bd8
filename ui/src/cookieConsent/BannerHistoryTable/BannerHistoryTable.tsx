import { useState } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { type BannerVersion, FeatureGate, type TierFeature } from '../bannerConfig/index.ts';
import { ConfirmDialog } from '../confirmOnOpen.ts';
import styles from './BannerHistoryTable.module.css';

export interface BannerHistoryTableProps {
  /** The published versions, newest first. */
  versions: readonly BannerVersion[];
  loading?: boolean;
  /** The tier features of the licence: rolling back is 'versioning' (basic and up). */
  features: readonly TierFeature[];
  upgradeHref: string;
  /** Makes an earlier version the active one (and the draft); the dialog waits for it. */
  onActivate: (version: BannerVersion) => Promise<unknown>;
  /** Removes a version from the history; the dialog waits for it. */
  onDelete: (version: BannerVersion) => Promise<unknown>;
  /** The draft has changes not saved yet, which a rollback would replace. */
  hasUnsavedChanges?: boolean;
  /** Read-only: no actions. */
  isDisabled?: boolean;
  /** How a publish time reads; medium date and short time in English by default. */
  formatDate?: (iso: string) => string;
}

const DEFAULT_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

type Pending = { kind: 'activate' | 'delete'; version: BannerVersion } | null;

/**
 * The banner's publish history: each version with when, by whom and why, the active one marked;
 * Activate rolls back to an earlier one (versioning: basic and up) and Delete removes one, each after
 * a confirmation. The active version cannot be deleted.
 */
export function BannerHistoryTable({
  versions,
  loading,
  features,
  upgradeHref,
  onActivate,
  onDelete,
  hasUnsavedChanges,
  isDisabled,
  formatDate = (iso) => DEFAULT_FORMAT.format(new Date(iso)),
}: BannerHistoryTableProps) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const canRollBack = features.includes('versioning');

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

  const columns: DataTableColumn<BannerVersion>[] = [
    {
      id: 'version',
      header: 'Version',
      value: (v) => v.version,
      cell: (v) => `Version ${v.version}`,
    },
    {
      id: 'published',
      header: 'Published',
      value: (v) => v.published_at,
      cell: (v) => <time dateTime={v.published_at}>{formatDate(v.published_at)}</time>,
    },
    { id: 'by', header: 'By', cell: (v) => v.published_by ?? '—' },
    {
      id: 'note',
      header: 'Note',
      cell: (v) => (v.note ? v.note : <span className={styles.muted}>No note</span>),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (v) => (v.active ? <Badge tone="success">Active</Badge> : null),
    },
  ];

  return (
    <div className={styles.history}>
      <FeatureGate feature="versioning" features={features} upgradeHref={upgradeHref}>
        {null}
      </FeatureGate>
      <DataTable
        caption="Published versions"
        captionHidden
        columns={columns}
        rows={[...versions]}
        getRowId={(v) => String(v.id)}
        loading={loading}
        loadingLabel="Loading the publish history"
        emptyMessage="Nothing is published yet. Publish the draft to put the banner on the site."
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
                      v.active ? `Delete version ${v.version} (active)` : `Delete version ${v.version}`
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
        <p className={styles.muted}>The active version cannot be deleted; activate another one first.</p>
      ) : null}
      <ConfirmDialog
        isOpen={pending?.kind === 'activate'}
        title={pending ? `Activate version ${pending.version.version}?` : 'Activate'}
        message={
          <>
            Visitors see version {pending?.version.version} at once, and it becomes the draft.
            {hasUnsavedChanges ? ' Your unsaved changes to the draft are replaced.' : ''}
          </>
        }
        confirmLabel="Activate"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        isOpen={pending?.kind === 'delete'}
        title={pending ? `Delete version ${pending.version.version}?` : 'Delete'}
        message="It is removed from the history for good; the consents given under it keep their version number."
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
