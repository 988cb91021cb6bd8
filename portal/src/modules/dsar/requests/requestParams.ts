import type { Schemas } from '@privacy-portal/sdk';
import { RequestExportInput } from '@privacy-portal/sdk/form-rules';
import type { RequestFilterValues } from '@privacy-portal/ui/dsar/RequestFilters';
import type { RequestSort } from '@privacy-portal/ui/dsar/RequestTable';

// The inbox's filters and order live in the URL's search params (beside oid and pid), so a filtered
// view can be shared, bookmarked, and is there again after a request's details. A value the contract
// does not take is dropped, not sent. Without a status the inbox shows the open requests (the work
// still to do, earliest due first); `status=any` shows every request.

type StatusFilter = NonNullable<Schemas['RequestExportInput']['status']>;

const STATUSES: readonly StatusFilter[] = [
  'open',
  'closed',
  'unverified',
  'new',
  'in_progress',
  'completed',
  'rejected',
  'closed_unverified',
];
const REQUEST_TYPES: readonly Schemas['RequestType'][] = [
  'access',
  'deletion',
  'correction',
  'portability',
  'opt_out',
  'restriction',
  'objection',
];
const SUBJECT_TYPES: readonly Schemas['SubjectType'][] = [
  'customer',
  'employee',
  'job_applicant',
  'contractor',
  'other',
];
// The contract's own patterns (listDsarRequests' query, RequestExportInput).
const JURISDICTION = new RegExp(RequestExportInput.jurisdiction.pattern);
const ASSIGNEE = /^(me|none|[1-9][0-9]{0,9})$/;
const ID = /^[1-9][0-9]{0,9}$/;
const MAX_Q = RequestExportInput.q.maxLength;

const KEYS = [
  'q',
  'status',
  'request_type',
  'subject_type',
  'jurisdiction',
  'due',
  'assignee',
  'form_id',
] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The status the inbox shows when the URL names none. */
export const DEFAULT_STATUS: StatusFilter = 'open';
/** The URL's word for "any status" (the contract takes no status then). */
const ANY = 'any';

export function filtersFromParams(params: URLSearchParams): RequestFilterValues {
  const out: RequestFilterValues = {};
  const status = params.get('status') ?? DEFAULT_STATUS;
  const type = params.get('request_type');
  const subject = params.get('subject_type');
  const jurisdiction = params.get('jurisdiction');
  const due = params.get('due');
  const assignee = params.get('assignee');
  const form = params.get('form_id');
  const q = params.get('q');
  if (oneOf(STATUSES, status)) out.status = status;
  if (oneOf(REQUEST_TYPES, type)) out.request_type = type;
  if (oneOf(SUBJECT_TYPES, subject)) out.subject_type = subject;
  if (jurisdiction && JURISDICTION.test(jurisdiction)) out.jurisdiction = jurisdiction;
  if (due === 'soon' || due === 'overdue') out.due = due;
  if (assignee && ASSIGNEE.test(assignee)) out.assignee = assignee;
  if (form && ID.test(form)) out.form_id = Number(form);
  if (q) out.q = q.slice(0, MAX_Q);
  return out;
}

export const sortFromParams = (params: URLSearchParams): RequestSort =>
  params.get('sort') === 'received' ? 'received' : 'due';

/** `params` with the filters and order replaced (other params, such as oid and pid, kept). */
export function withInboxParams(
  params: URLSearchParams,
  filters: RequestFilterValues,
  sort: RequestSort,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) next.delete(key);
  next.delete('sort');
  for (const key of KEYS) {
    const value = filters[key];
    if (key === 'status') {
      if (value === undefined) next.set(key, ANY);
      else if (value !== DEFAULT_STATUS) next.set(key, String(value));
    } else if (value !== undefined && value !== '') next.set(key, String(value));
  }
  if (sort !== 'due') next.set('sort', sort);
  return next;
}

/** The filters an export takes (RequestExportInput has no assignee: an export holds everyone's). */
export function exportFilters(filters: RequestFilterValues): Schemas['RequestExportInput'] {
  const { assignee: _assignee, q, ...rest } = filters;
  const trimmed = q?.trim();
  return { ...rest, ...(trimmed ? { q: trimmed } : {}) };
}
