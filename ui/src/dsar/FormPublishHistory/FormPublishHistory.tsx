import { useState } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { ConfirmDialog } from '../../cookieConsent/confirmOnOpen.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { type FormVersion, languageCode } from '../formDefinition/index.ts';
import styles from './FormPublishHistory.module.css';

export interface FormPublishHistoryProps {
  /** The published versions, newest first. */
  versions: readonly FormVersion[];
  loading?: boolean;
  /** Makes an earlier version the live one; the confirmation waits for it. */
  onActivate: (version: FormVersion) => Promise<unknown>;
  /** Deletes a version that is not live; the confirmation waits for it. */
  onDelete: (version: FormVersion) => Promise<unknown>;
  /** Read-only: no actions. */
  isDisabled?: boolean;
  /** How a publish time reads; medium date and short time in English by default. */
  formatDate?: (iso: string) => string;
}

const DEFAULT_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

type Pending = { kind: 'activate' | 'delete'; version: FormVersion } | null;

/**
 * A form's publish history: each version with when, by whom, its languages and note, the live one
 * marked. Activate makes an earlier version live again (the draft stays as it is); Delete removes a
 * version that is not live. Both ask first.
 */
export function FormPublishHistory({
  versions,
  loading,
  onActivate,
  onDelete,
  isDisabled,
  formatDate = (iso) => DEFAULT_FORMAT.format(new Date(iso)),
}: FormPublishHistoryProps) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

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

  const columns: DataTableColumn<FormVersion>[] = [
    { id: 'version', header: 'Version', value: (v) => v.version, cell: (v) => `Version ${v.version}` },
    {
      id: 'published',
      header: 'Published',
      value: (v) => v.published_at,
      cell: (v) => <time dateTime={v.published_at}>{formatDate(v.published_at)}</time>,
    },
    { id: 'by', header: 'By', cell: (v) => v.published_by ?? '—' },
    { id: 'languages', header: 'Languages', cell: (v) => v.languages.map(languageCode).join(' · ') },
    { id: 'note', header: 'Note', cell: (v) => v.note || <span className={styles.muted}>No note</span> },
    { id: 'status', header: 'Status', cell: (v) => (v.active ? <Badge tone="success">Live</Badge> : null) },
  ];

  return (
    <div className={styles.history}>
      <DataTable
        caption="Published versions"
        captionHidden
        columns={columns}
        rows={[...versions]}
        getRowId={(v) => String(v.id)}
        loading={loading}
        loadingLabel="Loading the publish history"
        emptyMessage="Nothing is published yet. Publish the form to put it online."
        pageSize={10}
        rowActionsLabel="Actions"
        rowActions={
          isDisabled
            ? undefined
            : (v) => (
                <div className={styles.actions}>
                  {v.active ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Activate version ${v.version}`}
                      onPress={() => setPending({ kind: 'activate', version: v })}
                    >
                      Activate
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={
                      v.active ? `Delete version ${v.version} (live)` : `Delete version ${v.version}`
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
        <p className={styles.muted}>The live version cannot be deleted; activate another one first.</p>
      ) : null}
      <ConfirmDialog
        isOpen={pending?.kind === 'activate'}
        title={pending ? `Activate version ${pending.version.version}?` : 'Activate'}
        message={`Visitors see version ${pending?.version.version ?? ''} of the form at once. Your draft stays as it is.`}
        confirmLabel="Activate"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        isOpen={pending?.kind === 'delete'}
        title={pending ? `Delete version ${pending.version.version}?` : 'Delete'}
        message="It is removed from the history for good; requests made with it keep their version number."
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
