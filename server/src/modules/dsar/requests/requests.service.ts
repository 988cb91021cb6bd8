/**
 * A request's life: created (from the hosted form or by hand) with its jurisdiction, deadlines and the
 * workflow's stages; then assigned, moved through stages, extended, completed or rejected. Every
 * change is one transaction with its timeline entry; e-mails go out after the commit.
 */
import type { components } from '@privacy-portal/sdk';
import { DSAR_CONFLICTS, isOpenStatus, requestReference, TIMELINE } from '@privacy-portal/sdk/dsar';
import { canExtend, deadlinesFor, jurisdictionFor, toIsoDate } from '@privacy-portal/sdk/dsar-deadlines';
import type { Db } from '../../../db/database.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { consume, type LimitScope } from '../../billing/limits/limits.service.ts';
import { workflowForType } from '../workflows/workflows.queries.ts';
import { type EventActor, recordEvent } from './request-events.ts';

type Schemas = components['schemas'];
export type RequestStatus = Schemas['RequestStatus'];
export type WorkflowStage = Schemas['WorkflowStage'];

export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export interface RequestRow {
  id: number;
  company_id: number;
  organization_id: number;
  property_id: number;
  form_id: number | null;
  form_version: number | null;
  status: RequestStatus;
  request_type: Schemas['RequestType'];
  subject_type: Schemas['SubjectType'];
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  state: string | null;
  city: string | null;
  details: string;
  language: Schemas['FormLocale'];
  answers: Array<{ field: string; label: string; value: string }>;
  jurisdiction: string;
  received_at: Date;
  due_on: string;
  original_due_on: string;
  extended: boolean;
  extension_reason: string | null;
  acknowledged_at: Date | null;
  verified_at: Date | null;
  verify_token_hash: string | null;
  verify_sent_at: Date | null;
  verify_reminded_at: Date | null;
  assignee_id: number | null;
  workflow_id: number | null;
  workflow_name: string | null;
  stages: WorkflowStage[];
  stage: number;
  outcome: 'completed' | 'rejected' | null;
  outcome_note: string | null;
  closed_at: Date | null;
  over_limit: boolean;
  created_at: Date;
  updated_at: Date;
}

/** pg returns DATE columns as strings only with a type parser; normalise both drivers to YYYY-MM-DD. */
export function dateOnly(value: unknown): string {
  if (value instanceof Date) return toIsoDate(value);
  return String(value).slice(0, 10);
}

export function normaliseRequest(row: Record<string, unknown>): RequestRow {
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    ...(row as unknown as RequestRow),
    due_on: dateOnly(row.due_on),
    original_due_on: dateOnly(row.original_due_on),
    answers: parse(row.answers),
    stages: parse(row.stages),
  };
}

export interface NewRequest {
  company_id: number;
  organization_id: number;
  property_id: number;
  form_id: number | null;
  form_version: number | null;
  request_type: Schemas['RequestType'];
  subject_type: Schemas['SubjectType'];
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  state: string | null;
  city: string | null;
  details: string;
  language: Schemas['FormLocale'];
  answers: RequestRow['answers'];
  received_at: Date;
  verified: boolean;
}

/**
 * Inserts the request with its deadlines and workflow, counts it in the day's rollup and writes the
 * first timeline entry. `limit`: 'refuse' throws the spec's 409 when the month's requests are used up
 * (entered by hand); 'flag' keeps the request and marks it over the limit (a legal request from the
 * public form must never be lost).
 */
export async function insertRequest(
  trx: Db,
  input: NewRequest,
  limits: LimitScope,
  limit: 'refuse' | 'flag',
  actor: EventActor | null,
): Promise<RequestRow> {
  let overLimit = false;
  try {
    // Counted in the month it is entered (a request received last month and entered now is this
    // month's work: back-dating does not dodge the limit).
    await consume(trx, limits, 'requests', 1);
  } catch (err) {
    if (limit === 'refuse' || (err as ApiError).code !== 'limit_reached') throw err;
    overLimit = true;
  }
  const receivedOn = toIsoDate(input.received_at);
  const place = { country: input.country, state: input.state };
  const deadlines = deadlinesFor({ receivedOn, ...place });
  const workflow = await workflowForType(trx, input.organization_id, input.request_type);
  const { verified, ...columns } = input;
  const [row] = await trx('dsar_requests')
    .insert({
      ...columns,
      answers: JSON.stringify(input.answers),
      status: verified ? 'new' : 'unverified',
      verified_at: verified ? input.received_at : null,
      jurisdiction: jurisdictionFor(input.country, input.state).code,
      due_on: deadlines.dueOn,
      original_due_on: deadlines.dueOn,
      workflow_id: workflow?.id ?? null,
      workflow_name: workflow?.name ?? null,
      stages: JSON.stringify(workflow?.stages ?? []),
      assignee_id: workflow?.stages[0]?.assignee_id ?? null,
      over_limit: overLimit,
      search: `${input.first_name} ${input.last_name}`.toLowerCase().slice(0, 201),
    })
    .returning('*');
  const request = normaliseRequest(row);
  await trx.raw(
    `insert into dsar_daily (organization_id, property_id, day, request_type, country, state, received)
     values (?, ?, ?, ?, ?, ?, 1)
     on conflict (organization_id, property_id, day, request_type, country, state)
     do update set received = dsar_daily.received + 1`,
    [
      input.organization_id,
      input.property_id,
      receivedOn,
      input.request_type,
      input.country,
      input.state ?? '',
    ],
  );
  await recordEvent(
    trx,
    request.id,
    'received',
    actor ? TIMELINE.entered(actor.name, requestReference(request.id)) : TIMELINE.received(overLimit),
    {
      actor,
      data: { jurisdiction: request.jurisdiction, due_on: request.due_on, over_limit: overLimit },
      at: input.received_at,
    },
  );
  return request;
}

/** A request of the organization, locked for a change; another organization's is a 404. */
export async function lockRequest(trx: Db, orgId: number, id: number): Promise<RequestRow> {
  const row = await trx('dsar_requests').where({ id, organization_id: orgId }).forUpdate().first();
  if (!row) throw notFound('Request');
  return normaliseRequest(row);
}

export function requireOpen(row: RequestRow, what: string): void {
  if (!isOpenStatus(row.status)) throw new ApiError(409, 'conflict', DSAR_CONFLICTS.closed(what));
}

/** Extends to the furthest due date the law allows, while the notice may still be given. */
export function extension(row: RequestRow, today: string) {
  const place = { country: row.country, state: row.state };
  const j = jurisdictionFor(row.country, row.state);
  const receivedOn = toIsoDate(new Date(row.received_at));
  if (row.extended) throw new ApiError(409, 'conflict', DSAR_CONFLICTS.alreadyExtended);
  if (!canExtend(j, receivedOn, today, place)) {
    throw new ApiError(
      409,
      'conflict',
      j.extension
        ? DSAR_CONFLICTS.noticePassed(j.name, deadlinesFor({ receivedOn, ...place }).extensionNoticeBy)
        : DSAR_CONFLICTS.noExtension(j.name),
    );
  }
  const d = deadlinesFor({ receivedOn, ...place, extended: true });
  return { dueOn: d.extendedDueOn as string, jurisdiction: j };
}

/** Counts a closed request in the day's close rollup (days from receipt to close). */
export async function countClosed(trx: Db, row: RequestRow, outcome: string, closedAt: Date): Promise<void> {
  const day = toIsoDate(closedAt);
  const days = Math.max(
    0,
    Math.round((closedAt.getTime() - new Date(row.received_at).getTime()) / 86_400_000),
  );
  await trx.raw(
    `insert into dsar_closed_daily (organization_id, property_id, day, outcome, days_to_close, closed)
     values (?, ?, ?, ?, ?, 1)
     on conflict (organization_id, property_id, day, outcome, days_to_close)
     do update set closed = dsar_closed_daily.closed + 1`,
    [row.organization_id, row.property_id, day, outcome, days],
  );
}
