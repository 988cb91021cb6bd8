import type { Schemas } from '@privacy-portal/sdk';
import { SUBJECT_TYPE_LABELS } from '@privacy-portal/sdk/dsar';
import { regionName } from '../../cookieConsent/ConsentLogTable/consentLabels.ts';

// The words the DSAR inbox and a request's details use for a request (status, type, deadline, place,
// dates), written once for the table, the filters, the details and their stories.

type RequestStatus = Schemas['RequestStatus'];
type RequestType = Schemas['RequestType'];
type RequestSummary = Schemas['RequestSummary'];
type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export const STATUS_LABEL: Readonly<Record<RequestStatus, string>> = {
  unverified: 'Awaiting verification',
  new: 'New',
  in_progress: 'In progress',
  completed: 'Completed',
  rejected: 'Rejected',
  closed_unverified: 'Closed, not verified',
};

export const STATUS_TONE: Readonly<Record<RequestStatus, BadgeTone>> = {
  unverified: 'warning',
  new: 'info',
  in_progress: 'info',
  completed: 'success',
  rejected: 'neutral',
  closed_unverified: 'neutral',
};

/** The inbox's status filter: the contract's statuses and the two groups it takes (open, closed). */
export const STATUS_FILTER_LABEL: Readonly<Record<Schemas['RequestExportInput']['status'] & string, string>> =
  {
    open: 'Open (all)',
    unverified: STATUS_LABEL.unverified,
    new: STATUS_LABEL.new,
    in_progress: STATUS_LABEL.in_progress,
    closed: 'Closed (all)',
    completed: STATUS_LABEL.completed,
    rejected: STATUS_LABEL.rejected,
    closed_unverified: STATUS_LABEL.closed_unverified,
  };

/** What was asked for, as the team calls it (the form shows the requester's wording). */
export const REQUEST_TYPE_LABEL: Readonly<Record<RequestType, string>> = {
  access: 'Access',
  deletion: 'Deletion',
  correction: 'Correction',
  portability: 'Portability',
  opt_out: 'Opt-out of sale or sharing',
  restriction: 'Restriction',
  objection: 'Objection',
};

export const SUBJECT_TYPE_LABEL: Readonly<Record<Schemas['SubjectType'], string>> = SUBJECT_TYPE_LABELS;

export const isClosed = (status: RequestStatus): boolean =>
  status === 'completed' || status === 'rejected' || status === 'closed_unverified';

const DAY_MS = 86_400_000;

/** Today's date in UTC (YYYY-MM-DD), the calendar the deadlines are kept in. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Whole days from `today` to `dueOn` (both YYYY-MM-DD); negative once the date has passed. */
export function daysLeft(dueOn: string, today: string): number {
  return Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** '12 days left', 'Due today', '3 days overdue'. */
export function dueText(left: number): string {
  if (left === 0) return 'Due today';
  return left > 0 ? `${days(left)} left` : `${days(-left)} overdue`;
}

/** The deadline's tone: overdue in red, due soon in amber, otherwise plain. */
export function dueTone(left: number, dueSoon: boolean): BadgeTone {
  if (left < 0) return 'error';
  return dueSoon || left === 0 ? 'warning' : 'neutral';
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '2 Nov 2026' for a date (YYYY-MM-DD) or the UTC day of a timestamp. */
export const formatDay = (isoDate: string): string =>
  dayFormat.format(new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate));

/** '2 Nov 2026, 09:30' in the viewer's time zone. */
export const formatTime = (iso: string): string => timeFormat.format(new Date(iso));

export const requesterName = (r: Pick<RequestSummary, 'first_name' | 'last_name'>): string =>
  `${r.first_name} ${r.last_name}`.trim();

/** 'Berlin, Germany', 'California, United States' or 'France'. */
export function placeLabel(country: string, state?: string | null, city?: string | null): string {
  let region: string | null = null;
  if (state) {
    const code = state.replace(/^[A-Z]{2}-/, '');
    const full = `${country}-${code}`;
    const name = regionName(full);
    region = name === full ? code : name;
  }
  return [city, region, regionName(country)].filter((p): p is string => Boolean(p)).join(', ');
}

/** The file size people read: '820 KB', '1.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The e-mails a requester can be sent, by the event each is for. */
export const EMAIL_EVENT_LABEL: Readonly<Record<Schemas['EmailEvent'], string>> = {
  received: 'Request received',
  verify_identity: 'Confirm your e-mail address',
  acknowledgement: 'Acknowledgement',
  extension: 'Extension notice',
  completed: 'Request completed',
  rejected: 'Request rejected',
};
