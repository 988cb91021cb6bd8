import { type ReactNode, useId } from 'react';
import { Button } from '../../Button/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import surface from '../surface.module.css';
import styles from './ExportJobPanel.module.css';

/** What every module's export job reports (the contract's ConsentExport, RequestExport, ...). */
export interface ExportJob {
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  done: number;
  /** Unknown until the job has counted what it exports. */
  total: number | null;
  file_name: string | null;
}

export interface ExportJobPanelProps {
  /** The latest export started here, or null. */
  job: ExportJob | null;
  /** What the export will hold, in words (the page's filters: its range, its scope). */
  scope: string;
  /** What is exported, one and more: ['record', 'records']. */
  noun: readonly [one: string, other: string];
  /** The choices before starting (a format, a range), when the module offers any. */
  choices?: ReactNode;
  onStart: () => void;
  starting?: boolean;
  /** The finished file, ready to save (an object URL); null while it is fetched. */
  downloadUrl?: string | null;
  /** A refusal or a failed start. */
  error?: ReactNode;
  /** Stands in for the panel's body, e.g. the upgrade notice of a plan without exports. */
  notice?: ReactNode;
  title?: string;
  startLabel?: string;
  headingLevel?: 2 | 3;
}

/**
 * Exports what a page shows: the export runs as a job on the server (a progress bar meanwhile, the
 * start button disabled), then the file is offered for download; a failed job says so.
 */
export function ExportJobPanel({
  job,
  scope,
  noun,
  choices,
  onStart,
  starting = false,
  downloadUrl = null,
  error,
  notice,
  title = 'Export as CSV',
  startLabel = 'Export CSV',
  headingLevel = 2,
}: ExportJobPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const count = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? noun[0] : noun[1]}`;
  const busy = job?.status === 'queued' || job?.status === 'running';
  const done = job?.status === 'succeeded';
  return (
    <section className={surface.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {notice ?? (
        <>
          <p className={styles.scope}>{scope}</p>
          {choices}
          {busy && job ? (
            <ProgressBar
              label={job.status === 'queued' ? 'Waiting to export' : `Exporting ${noun[1]}`}
              isIndeterminate={job.status === 'queued' || job.total === null}
              value={job.done}
              maxValue={Math.max(1, job.total ?? 1)}
              valueLabel={`${job.done.toLocaleString('en')} of ${count(job.total ?? 0)}`}
            />
          ) : null}
          <p role="status" className={styles.status}>
            {done && job
              ? `Export ready: ${count(job.total ?? job.done)}.`
              : job?.status === 'failed'
                ? 'The export failed. Start it again.'
                : ''}
          </p>
          {done && job?.file_name && downloadUrl ? (
            <a className={styles.download} href={downloadUrl} download={job.file_name}>
              Download {job.file_name}
            </a>
          ) : null}
          {error}
          <div>
            <Button variant="secondary" size="sm" onPress={onStart} loading={starting} isDisabled={busy}>
              {done ? 'Export again' : startLabel}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
