import type { Schemas } from '@privacy-portal/sdk';
import { useState } from 'react';
import { Button } from '../../Button/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import { cookieCount } from '../CookieTable/labels.ts';
import { ConfirmDialog } from '../confirmOnOpen.ts';
import { formatScanTime, pageCount } from '../ScanJobsTable/scanLabels.ts';
import styles from './ScanProgress.module.css';

type ScanJob = Schemas['ScanJob'];

export interface ScanProgressProps {
  /** The queued or running scan. */
  job: ScanJob;
  /** Stops the scan (after the user confirms); left out for people who may only read. */
  onCancel?: () => void;
  /** The stop is under way. */
  cancelling?: boolean;
}

/** What the scan is doing: a progress bar of pages done of total, what it found so far, and Cancel. */
export function ScanProgress({ job, onCancel, cancelling = false }: ScanProgressProps) {
  const [confirming, setConfirming] = useState(false);
  const queued = job.status === 'queued';
  const counting = !queued && job.pages_total === 0;
  const label = queued
    ? 'Waiting for the scanner'
    : counting
      ? 'Finding the pages to scan'
      : 'Scanning pages';
  const facts = [
    queued
      ? `Queued ${formatScanTime(job.created_at)}`
      : job.started_at
        ? `Started ${formatScanTime(job.started_at)}`
        : null,
    queued ? null : `${cookieCount(job.cookies_found)} found so far`,
    job.three_state ? 'Also checks after Reject all and with GPC' : null,
    job.behind_login ? 'Logs in first' : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <div className={styles.progress}>
      <p className={styles.target}>
        {job.start_url} <span className={styles.limit}>(up to {pageCount(job.max_pages)})</span>
      </p>
      <ProgressBar
        label={label}
        isIndeterminate={queued || counting}
        value={job.pages_done}
        maxValue={Math.max(1, job.pages_total)}
        valueLabel={`${job.pages_done.toLocaleString('en')} of ${pageCount(job.pages_total)}`}
      />
      <div className={styles.footer}>
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {onCancel ? (
          <Button variant="secondary" size="sm" onPress={() => setConfirming(true)} loading={cancelling}>
            Cancel scan
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title="Stop this scan?"
        message={
          <p>The cookies it found so far are kept. A stopped scan still counts against this month’s scans.</p>
        }
        confirmLabel="Stop the scan"
        cancelLabel="Keep scanning"
        destructive
        onConfirm={() => {
          setConfirming(false);
          onCancel?.();
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
