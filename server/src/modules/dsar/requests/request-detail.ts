import type { components } from '@privacy-portal/sdk';
import { isOpenStatus, personName } from '@privacy-portal/sdk/dsar';
import {
  addCalendarDays,
  canExtend,
  daysLeft,
  deadlinesFor,
  jurisdictionByCode,
  toIsoDate,
} from '@privacy-portal/sdk/dsar-deadlines';
import type { Db } from '../../../db/database.ts';
import { notFound } from '../../../http/errors.ts';
import { type FilterContext, presentSummary, summaryById } from './requests.queries.ts';
import { normaliseRequest, type RequestRow } from './requests.service.ts';

type Schemas = components['schemas'];

export async function requestRow(db: Db, orgId: number, id: number): Promise<RequestRow> {
  const row = await db('dsar_requests').where({ id, organization_id: orgId }).first();
  if (!row) throw notFound('Request');
  return normaliseRequest(row);
}

export function deadlinesOf(row: RequestRow, today: string): Schemas['Deadlines'] {
  const receivedOn = toIsoDate(new Date(row.received_at));
  const place = { country: row.country, state: row.state };
  const j = jurisdictionByCode(row.jurisdiction as never);
  const d = deadlinesFor({ receivedOn, ...place });
  const open = isOpenStatus(row.status);
  return {
    jurisdiction: row.jurisdiction,
    law: j.law,
    received_on: receivedOn,
    due_on: row.due_on,
    original_due_on: row.original_due_on,
    extended_due_on: d.extendedDueOn,
    extension_notice_by: d.extensionNoticeBy,
    acknowledge_by: d.acknowledgeBy,
    acknowledged_at: row.acknowledged_at ? new Date(row.acknowledged_at).toISOString() : null,
    can_extend: open && !row.extended && canExtend(j, receivedOn, today, place),
    days_left: daysLeft(row.due_on, today),
  };
}

/** Everything the details page shows of a request. */
export async function requestDetail(
  db: Db,
  orgId: number,
  id: number,
  ctx: FilterContext,
): Promise<Schemas['Request']> {
  const summary = await summaryById(db, orgId, id);
  if (!summary) throw notFound('Request');
  const row = await requestRow(db, orgId, id);
  const tasks = (await db('dsar_request_tasks as t')
    .leftJoin('users as u', 'u.id', 't.done_by')
    .where('t.request_id', id)
    .select('t.stage', 't.task', 't.done_at', 'u.firstname', 'u.lastname', 'u.email')) as Array<{
    stage: number;
    task: number;
    done_at: Date;
    firstname: string | null;
    lastname: string | null;
    email: string | null;
  }>;
  const attachments = await db('dsar_attachments').where({ request_id: id }).orderBy('id').limit(20);
  const form = row.form_id ? await db('dsar_forms').where({ id: row.form_id }).first('name') : undefined;
  const open = isOpenStatus(row.status);
  const receivedOn = toIsoDate(new Date(row.received_at));
  return {
    request: presentSummary(summary, ctx),
    city: row.city,
    details: row.details,
    language: row.language,
    answers: row.answers,
    form_name: (form?.name as string | undefined) ?? null,
    verified_at: row.verified_at ? new Date(row.verified_at).toISOString() : null,
    closed_at: row.closed_at ? new Date(row.closed_at).toISOString() : null,
    outcome: row.outcome,
    outcome_note: row.outcome_note,
    extension_reason: row.extension_reason,
    workflow_id: row.workflow_id,
    workflow_name: row.workflow_name,
    stages: row.stages.map((s, index) => ({
      index,
      name: s.name,
      due_on: addCalendarDays(receivedOn, s.due_days),
      template: s.template,
      current: open && index === row.stage,
      done: index < row.stage || row.status === 'completed',
      tasks: s.tasks.map((title, t) => {
        const done = tasks.find((d) => d.stage === index && d.task === t);
        const by = done ? personName(done) : null;
        return {
          index: t,
          title,
          done_at: done ? new Date(done.done_at).toISOString() : null,
          done_by: by ?? null,
        };
      }),
    })),
    attachments: attachments.map((a) => ({
      id: a.id as number,
      name: a.name as string,
      mime: a.mime as string,
      size: a.size as number,
      uploaded_at: new Date(a.created_at).toISOString(),
      source: a.source as 'requester' | 'staff',
    })),
    deadlines: deadlinesOf(row, ctx.today),
  };
}
