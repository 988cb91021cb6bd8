import type { Schemas } from '@privacy-portal/sdk';
import { type ReactNode, useId } from 'react';
import { Button } from '../../Button/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import card from '../card.module.css';
import { UpgradeNotice } from '../UpgradeNotice/index.ts';
import styles from './ExportPanel.module.css';

type ConsentExport = Schemas['ConsentExport'];

export interface ExportPanelProps {
  /** The latest export started here, or null. */
  job: ConsentExport | null;
  /** What the export will hold: the log's filters in words. */
  scope: string;
  onStart: () => void;
  starting?: boolean;
  /** The finished file, ready to save (an object URL); null while it is fetched. */
  downloadUrl?: string | null;
  /** A refusal or failed start. */
  error?: ReactNode;
  /** Set on a plan without exports: the upgrade notice stands in for the panel. */
  upgrade?: { feature: string; tier: string; href: string };
  headingLevel?: 2 | 3;
}

const count = (n: number) => `${n.toLocaleString('en')} record${n === 1 ? '' : 's'}`;

/**
 * Exports the filtered consent log as CSV: the export runs as a job on the server (a progress bar
 * meanwhile), then the file is offered for download. Below the plan that includes exports, the
 * upgrade notice instead.
 */
export function ExportPanel({
  job,
  scope,
  onStart,
  starting = false,
  downloadUrl = null,
  error,
  upgrade,
  headingLevel = 2,
}: ExportPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const busy = job?.status === 'queued' || job?.status === 'running';
  const done = job?.status === 'succeeded';
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={card.title}>
        Export as CSV
      </Heading>
      {upgrade ? (
        <UpgradeNotice feature={upgrade.feature} tier={upgrade.tier} href={upgrade.href} headingLevel={3} />
      ) : (
        <>
          <p className={card.text}>{scope}</p>
          {busy && job ? (
            <ProgressBar
              label={job.status === 'queued' ? 'Waiting to export' : 'Exporting records'}
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
        </>
      )}
    </section>
  );
}
