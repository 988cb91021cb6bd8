import type { Schemas } from '@privacy-portal/sdk';
import { type ReactNode, useId } from 'react';
import { Button } from '../../Button/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import styles from './RequestExportPanel.module.css';

type RequestExport = Schemas['RequestExport'];

export interface RequestExportPanelProps {
  /** The latest export started here, or null. */
  job: RequestExport | null;
  /** What the export will hold: the inbox's filters in words. */
  scope: string;
  onStart: () => void;
  starting?: boolean;
  /** The finished file, ready to save (an object URL); null while it is fetched. */
  downloadUrl?: string | null;
  /** A refusal or a failed start. */
  error?: ReactNode;
  headingLevel?: 2 | 3;
}

const count = (n: number) => `${n.toLocaleString('en')} request${n === 1 ? '' : 's'}`;

/**
 * Exports the filtered inbox as CSV: the export runs as a job on the server (a progress bar
 * meanwhile), then the file is offered for download.
 */
export function RequestExportPanel({
  job,
  scope,
  onStart,
  starting = false,
  downloadUrl = null,
  error,
  headingLevel = 2,
}: RequestExportPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const busy = job?.status === 'queued' || job?.status === 'running';
  const done = job?.status === 'succeeded';
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        Export as CSV
      </Heading>
      <p className={styles.text}>{scope}</p>
      {busy && job ? (
        <ProgressBar
          label={job.status === 'queued' ? 'Waiting to export' : 'Exporting requests'}
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
          {done ? 'Export again' : 'Export CSV'}
        </Button>
      </div>
    </section>
  );
}
