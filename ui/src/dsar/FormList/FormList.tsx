import { useState } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { ConfirmDialog } from '../../cookieConsent/confirmOnOpen.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { LinkButton } from '../../LinkButton/index.ts';
import a11y from '../../theme/a11y.module.css';
import { type FormSummary, languageCode, languageName } from '../formDefinition/index.ts';
import styles from './FormList.module.css';

export interface FormListProps {
  /** The property's forms, newest first. */
  forms: readonly FormSummary[];
  loading?: boolean;
  /** Where a form opens in the builder (with oid and pid). */
  editHref: (form: FormSummary) => string;
  /** Shows the form's address and embed code. */
  onShare: (form: FormSummary) => void;
  /** Shows the form's published versions. */
  onHistory: (form: FormSummary) => void;
  /** Deletes the form; the confirmation waits for it. */
  onDelete: (form: FormSummary) => Promise<unknown>;
  /** Read-only (a member who may only view): forms open for viewing, nothing is deleted. */
  isDisabled?: boolean;
  /** How a date reads; medium date in English by default. */
  formatDate?: (iso: string) => string;
}

const DEFAULT_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const COUNT = new Intl.NumberFormat('en');

const STATUS: Readonly<
  Record<FormSummary['status'], { tone: 'neutral' | 'success' | 'info'; text: string }>
> = {
  draft: { tone: 'neutral', text: 'Draft' },
  published: { tone: 'success', text: 'Published' },
  changed: { tone: 'info', text: 'Unpublished changes' },
};

/**
 * The property's web forms: name and identifier, status (draft, published, published with changes
 * not yet published), languages, requests received and the live version; per form Edit, its address
 * and embed code, its publish history, and Delete after a confirmation.
 */
export function FormList({
  forms,
  loading,
  editHref,
  onShare,
  onHistory,
  onDelete,
  isDisabled,
  formatDate = (iso) => DEFAULT_FORMAT.format(new Date(iso)),
}: FormListProps) {
  const [pending, setPending] = useState<FormSummary | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!pending) return;
    setBusy(true);
    try {
      await onDelete(pending);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const columns: DataTableColumn<FormSummary>[] = [
    {
      id: 'name',
      header: 'Form',
      value: (f) => f.name,
      cell: (f) => (
        <span className={styles.nameCell}>
          <span className={styles.name}>{f.name}</span>
          <span className={styles.identifier}>{f.identifier}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      value: (f) => STATUS[f.status].text,
      cell: (f) => <Badge tone={STATUS[f.status].tone}>{STATUS[f.status].text}</Badge>,
    },
    {
      id: 'languages',
      header: 'Languages',
      cell: (f) => (
        <>
          <span aria-hidden="true" title={f.languages.map(languageName).join(', ')}>
            {f.languages.map(languageCode).join(' · ')}
          </span>
          <span className={a11y.visuallyHidden}>{f.languages.map(languageName).join(', ')}</span>
        </>
      ),
    },
    {
      id: 'requests',
      header: 'Requests',
      align: 'end',
      value: (f) => f.requests,
      cell: (f) => COUNT.format(f.requests),
    },
    {
      id: 'version',
      header: 'Live version',
      value: (f) => f.version ?? 0,
      cell: (f) =>
        f.version === null ? (
          <span className={styles.muted}>Not published</span>
        ) : (
          <span className={styles.nameCell}>
            <span>Version {f.version}</span>
            {f.published_at ? (
              <time className={styles.muted} dateTime={f.published_at}>
                {formatDate(f.published_at)}
              </time>
            ) : null}
          </span>
        ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Web forms"
        captionHidden
        columns={columns}
        rows={[...forms]}
        getRowId={(f) => String(f.id)}
        loading={loading}
        loadingLabel="Loading the web forms"
        emptyMessage="No web forms yet. Create one to take data subject requests on your website."
        rowActionsLabel="Actions"
        rowActions={(f) => (
          <div className={styles.actions}>
            <LinkButton
              size="sm"
              variant="secondary"
              href={editHref(f)}
              aria-label={`${isDisabled ? 'View' : 'Edit'} ${f.name}`}
            >
              {isDisabled ? 'View' : 'Edit'}
            </LinkButton>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Link & embed for ${f.name}`}
              onPress={() => onShare(f)}
            >
              Link &amp; embed
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`History of ${f.name}`}
              onPress={() => onHistory(f)}
            >
              History
            </Button>
            {isDisabled ? null : (
              <Button size="sm" variant="ghost" aria-label={`Delete ${f.name}`} onPress={() => setPending(f)}>
                Delete
              </Button>
            )}
          </div>
        )}
      />
      <ConfirmDialog
        isOpen={pending !== null}
        title={pending ? `Delete ${pending.name}?` : 'Delete'}
        message={
          pending ? (
            <>
              Its page stops answering at once, so links to it and copies embedded on websites stop working.
              {pending.requests > 0
                ? ` The ${COUNT.format(pending.requests)} ${pending.requests === 1 ? 'request' : 'requests'} it received stay in Requests.`
                : ''}{' '}
              This cannot be undone.
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Delete form"
        destructive
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
