import type { Schemas } from '@privacy-portal/sdk';

// The scanner screens' words for a scan's state and times, written once for the progress, the status
// card, the jobs list and the job details.

type ScanJob = Schemas['ScanJob'];
type ScanStatus = Schemas['ScanStatus'];
type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export const SCAN_STATUS_LABEL: Readonly<Record<ScanStatus, string>> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const SCAN_STATUS_TONE: Readonly<Record<ScanStatus, BadgeTone>> = {
  queued: 'info',
  running: 'info',
  completed: 'success',
  failed: 'error',
  cancelled: 'neutral',
};

export const SCAN_TRIGGER_LABEL: Readonly<Record<ScanJob['trigger'], string>> = {
  manual: 'Started by hand',
  schedule: 'Scheduled',
};

/** Whether the scan is still to finish. */
export function isScanActive(job: Pick<ScanJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '2 Mar 2026, 09:00' in the viewer's time zone. */
export function formatScanTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** How long a scan ran: '45 s', '3 min 10 s', '1 h 2 min'; null when it has not started or finished. */
export function scanDuration(job: Pick<ScanJob, 'started_at' | 'finished_at'>): string | null {
  if (!job.started_at || !job.finished_at) return null;
  const seconds = Math.max(0, Math.round((Date.parse(job.finished_at) - Date.parse(job.started_at)) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** "1 page", "24 pages". */
export function pageCount(n: number): string {
  return `${n.toLocaleString('en')} ${n === 1 ? 'page' : 'pages'}`;
}
