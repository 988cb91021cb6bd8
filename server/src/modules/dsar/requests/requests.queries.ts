import type { components } from '@privacy-portal/sdk';
import { isOpenStatus, OPEN_STATUSES, personName, requestReference } from '@privacy-portal/sdk/dsar';
import { addCalendarDays } from '@privacy-portal/sdk/dsar-deadlines';
import type { Knex } from 'knex';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageQuery } from '../../../db/keyset.ts';
import { dateOnly } from './requests.service.ts';

type Schemas = components['schemas'];

export interface RequestFilters {
  status?: 'open' | 'closed' | Schemas['RequestStatus'] | undefined;
  request_type?: Schemas['RequestType'] | undefined;
  subject_type?: Schemas['SubjectType'] | undefined;
  jurisdiction?: string | undefined;
  due?: 'soon' | 'overdue' | undefined;
  /** 'me', 'none' or a user id (as text, as the query gives it). */
  assignee?: string | undefined;
  form_id?: number | undefined;
  property_id?: number | undefined;
  q?: string | undefined;
}

export interface FilterContext {
  userId: number;
  today: string;
  dueSoonDays: number;
}

const CLOSED = ['completed', 'rejected', 'closed_unverified'];

/** The organization's requests matching the inbox's filters (no order, no columns): shared by the list and the export. */
export function filteredRequests(
  db: Db,
  orgId: number,
  f: RequestFilters,
  ctx: FilterContext,
): Knex.QueryBuilder {
  const q = db('dsar_requests as r').where('r.organization_id', orgId);
  if (f.status === 'open') q.whereIn('r.status', OPEN_STATUSES);
  else if (f.status === 'closed') q.whereIn('r.status', CLOSED);
  else if (f.status) q.where('r.status', f.status);
  if (f.request_type) q.where('r.request_type', f.request_type);
  if (f.subject_type) q.where('r.subject_type', f.subject_type);
  if (f.jurisdiction) q.where('r.jurisdiction', f.jurisdiction);
  if (f.due) {
    q.whereIn('r.status', OPEN_STATUSES);
    if (f.due === 'overdue') q.where('r.due_on', '<', ctx.today);
    else q.whereBetween('r.due_on', [ctx.today, addCalendarDays(ctx.today, ctx.dueSoonDays)]);
  }
  if (f.assignee === 'none') q.whereNull('r.assignee_id');
  else if (f.assignee === 'me') q.where('r.assignee_id', ctx.userId);
  else if (f.assignee) q.where('r.assignee_id', Number(f.assignee));
  if (f.form_id !== undefined) q.where('r.form_id', f.form_id);
  if (f.property_id !== undefined) q.where('r.property_id', f.property_id);
  const text = f.q?.trim().toLowerCase();
  if (text) {
    // Prefix matches, each on its own index: a full name, a last name, an e-mail address.
    const like = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q.where((w) =>
      w
        .where('r.search', 'like', like)
        .orWhereRaw('lower(r.last_name) like ?', [like])
        .orWhereRaw('lower(r.email) like ?', [like]),
    );
  }
  return q;
}

const KEYSETS: Record<'due' | 'received', Keyset> = {
  due: {
    parts: [
      { sql: 'r.due_on', type: 'date' },
      { sql: 'r.id', type: 'integer' },
    ],
  },
  received: {
    parts: [
      { sql: 'r.received_at', type: 'timestamptz' },
      { sql: 'r.id', type: 'integer' },
    ],
    direction: 'desc',
  },
};

export interface SummaryRow {
  id: number;
  organization_id: number;
  property_id: number;
  form_id: number | null;
  status: Schemas['RequestStatus'];
  request_type: Schemas['RequestType'];
  subject_type: Schemas['SubjectType'];
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  state: string | null;
  jurisdiction: string;
  received_at: Date;
  due_on: unknown;
  extended: boolean;
  verified_at: Date | null;
  assignee_id: number | null;
  assignee_first: string | null;
  assignee_last: string | null;
  assignee_email: string | null;
  over_limit: boolean;
}

export const SUMMARY_COLUMNS = [
  'r.id',
  'r.organization_id',
  'r.property_id',
  'r.form_id',
  'r.status',
  'r.request_type',
  'r.subject_type',
  'r.first_name',
  'r.last_name',
  'r.email',
  'r.country',
  'r.state',
  'r.jurisdiction',
  'r.received_at',
  'r.due_on',
  'r.extended',
  'r.verified_at',
  'r.assignee_id',
  'r.over_limit',
  'u.firstname as assignee_first',
  'u.lastname as assignee_last',
  'u.email as assignee_email',
];

/** A request as the inbox export writes it: the inbox's columns, the outcome, and the due day as text. */
export interface ExportRequestRow extends Omit<SummaryRow, 'due_on'> {
  due_on: string;
  closed_at: Date | string | null;
  outcome: string | null;
}

/** The export's rows: the inbox's filtered requests with the inbox's columns (one select for both). */
export function exportRequestsQuery(db: Db, orgId: number, f: RequestFilters, ctx: FilterContext) {
  return filteredRequests(db, orgId, f, ctx)
    .leftJoin('users as u', 'u.id', 'r.assignee_id')
    .select([
      ...SUMMARY_COLUMNS.filter((c) => c !== 'r.due_on'),
      'r.closed_at',
      'r.outcome',
      // A day, not a timestamp: the driver would make a Date of it at the server's midnight.
      db.raw('r.due_on::text as due_on'),
    ]);
}

export async function requestPage(
  db: Db,
  orgId: number,
  f: RequestFilters,
  ctx: FilterContext,
  sort: 'due' | 'received',
  page: PageQuery,
) {
  const q = filteredRequests(db, orgId, f, ctx)
    .leftJoin('users as u', 'u.id', 'r.assignee_id')
    .select(SUMMARY_COLUMNS);
  return keysetPage<SummaryRow>(q, KEYSETS[sort], page);
}

export function presentSummary(row: SummaryRow, ctx: FilterContext): Schemas['RequestSummary'] {
  const due = dateOnly(row.due_on);
  const open = isOpenStatus(row.status);
  return {
    id: row.id,
    reference: requestReference(row.id),
    organization_id: row.organization_id,
    property_id: row.property_id,
    form_id: row.form_id,
    status: row.status,
    request_type: row.request_type,
    subject_type: row.subject_type,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    country: row.country,
    state: row.state,
    jurisdiction: row.jurisdiction,
    received_at: new Date(row.received_at).toISOString(),
    due_on: due,
    extended: row.extended,
    overdue: open && due < ctx.today,
    due_soon: open && due >= ctx.today && due <= addCalendarDays(ctx.today, ctx.dueSoonDays),
    verified: row.verified_at !== null,
    assignee:
      row.assignee_id === null
        ? null
        : {
            id: row.assignee_id,
            name: personName({
              firstname: row.assignee_first,
              lastname: row.assignee_last,
              email: row.assignee_email,
            }),
            email: row.assignee_email ?? '',
          },
    over_limit: row.over_limit,
  };
}

export async function summaryById(db: Db, orgId: number, id: number): Promise<SummaryRow | undefined> {
  return (await db('dsar_requests as r')
    .leftJoin('users as u', 'u.id', 'r.assignee_id')
    .where({ 'r.id': id, 'r.organization_id': orgId })
    .first(SUMMARY_COLUMNS)) as SummaryRow | undefined;
}

/** Members who can see the organization (company roles and its own members): possible assignees. */
export function organizationMembers(db: Db, companyId: number, orgId: number) {
  return db('users as u')
    .where('u.company_id', companyId)
    .where('u.status', 'active')
    .where((w) =>
      w
        .whereIn('u.role', ['Company Owner', 'Company Administrator'])
        .orWhereIn('u.id', db('organization_members').select('user_id').where({ organization_id: orgId })),
    );
}
