/**
 * The hourly DSAR reminders (queue 'dsar-reminders'), each step by the organization's settings
 * (dsar_settings, defaults when it has none):
 *
 * 1. an unverified request older than verify_reminder_days, not reminded yet: a new confirmation link
 *    goes to the requester as a reminder;
 * 2. an unverified request older than verify_close_days: closed (closed_unverified) with a notice;
 * 3. an open request within reminder_days of its due date, not reminded yet: its assignee (or, when it
 *    has none, the organization's administrators) gets a notification;
 * 4. an open request past its due date, not notified yet: its assignee and the administrators are told.
 *
 * Each request is claimed by a conditional update of its marker column (verify_reminded_at,
 * status, reminded_at, overdue_notified_at) in the transaction that writes its timeline entry and
 * notifications, so a second run, or a run on another replica at the same time, does nothing twice.
 * Mails go out after the commit. Each step takes at most BATCH requests per run; the rest wait an hour.
 */
import {
  CLOSED_UNVERIFIED_NOTICES,
  DEFAULT_DSAR_SETTINGS,
  dueWhen,
  OPEN_STATUSES,
  requestReference,
  TIMELINE,
} from '@privacy-portal/sdk/dsar';
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import type { QueueDefinition } from '../../jobs/jobs.queue.ts';
import { notify } from '../../notifications/notifications.queries.ts';
import { issueVerification } from '../public/verification.ts';
import { recordEvent } from '../requests/request-events.ts';
import { countClosed, normaliseRequest } from '../requests/requests.service.ts';
import { sendRequesterMail } from '../templates/requester-mail.ts';

export const DSAR_REMINDERS_QUEUE = { name: 'dsar-reminders' } as const;
/** Hourly, at a minute of its own (the other hourly jobs run on the hour). */
export const DSAR_REMINDERS_CRON = '23 * * * *';
/** Requests per step and run. */
export const DSAR_REMINDER_BATCH = 500;

/** The notice a requester gets when the request is closed for want of a confirmed address. */
/** The staff's outcome note of such a request (the requester is told in their language). */
export const CLOSED_UNVERIFIED_NOTICE = CLOSED_UNVERIFIED_NOTICES.en;

export function dsarRemindersQueue(): QueueDefinition {
  // A failed run is simply the next hour's work: no retry.
  return {
    name: DSAR_REMINDERS_QUEUE.name,
    retryLimit: 0,
    retryDelay: 60,
    retryBackoff: false,
    expireInSeconds: 30 * 60,
    retentionDays: 1,
  };
}

export interface ReminderRun {
  verifyReminders: number;
  closedUnverified: number;
  dueReminders: number;
  overdue: number;
}

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The settings column, or its default (the sdk's DEFAULT_DSAR_SETTINGS) for an organization without a settings row. */
const setting = (column: keyof typeof DEFAULT_DSAR_SETTINGS) =>
  `coalesce(s.${column}, ${Number(DEFAULT_DSAR_SETTINGS[column])})`;

function candidates(db: Db) {
  return db('dsar_requests as r')
    .leftJoin('dsar_settings as s', 's.organization_id', 'r.organization_id')
    .select('r.id')
    .limit(DSAR_REMINDER_BATCH);
}

// ---- who is told -----------------------------------------------------------------------------------

/** The organization's administrators: the company's owners and administrators, and its own administrators. */
export async function organizationAdmins(db: Db, orgId: number): Promise<number[]> {
  const org = (await db('organizations').where({ id: orgId }).first('company_id')) as
    | { company_id: number }
    | undefined;
  if (!org) return [];
  return (await db('users')
    .where({ company_id: org.company_id, status: 'active' })
    .where((w) =>
      w
        .whereIn('role', ['Company Owner', 'Company Administrator'])
        .orWhere((o) =>
          o
            .where('role', 'Organization Administrator')
            .whereIn('id', db('organization_members').select('user_id').where({ organization_id: orgId })),
        ),
    )
    .orderBy('id')
    .pluck('id')) as number[];
}

async function organizationName(db: Db, orgId: number): Promise<string> {
  const row = (await db('organizations').where({ id: orgId }).first('name')) as { name: string } | undefined;
  return row?.name ?? 'An organization';
}

// ---- 1. verification reminders ---------------------------------------------------------------------

async function remindUnverified(deps: Deps, now: Date): Promise<number> {
  const { db } = deps;
  const ids = (
    (await candidates(db)
      .where('r.status', 'unverified')
      .whereNull('r.verify_reminded_at')
      // The smallest setting (1 day) bounds the index range; each organization's own is below.
      .where('r.received_at', '<=', new Date(now.getTime() - DAY_MS))
      .whereRaw(`r.received_at <= ?::timestamptz - ${setting('verify_reminder_days')} * interval '1 day'`, [
        now,
      ])
      // Past the closing day the request is closed instead (step 2).
      .whereRaw(`r.received_at > ?::timestamptz - ${setting('verify_close_days')} * interval '1 day'`, [now])
      .orderBy(['r.received_at', 'r.id'])) as Array<{ id: number }>
  ).map((r) => r.id);
  let sent = 0;
  for (const id of ids) {
    const claimed = (await db('dsar_requests')
      .where({ id, status: 'unverified' })
      .whereNull('verify_reminded_at')
      .update({ verify_reminded_at: now })
      .returning('id')) as unknown[];
    if (!claimed.length) continue;
    try {
      // A new link (the old one stops working), sent with the verify_identity template.
      await issueVerification(deps, id, true);
      sent++;
    } catch (err) {
      deps.logger.warn({ requestId: id, err: (err as Error).message }, 'DSAR verification reminder failed');
    }
  }
  return sent;
}

// ---- 2. closing unconfirmed requests ---------------------------------------------------------------

async function closeUnverified(deps: Deps, now: Date): Promise<number> {
  const { db } = deps;
  const rows = (await candidates(db)
    .select(db.raw(`${setting('verify_close_days')} as close_days`))
    .where('r.status', 'unverified')
    .where('r.received_at', '<=', new Date(now.getTime() - 2 * DAY_MS))
    .whereRaw(`r.received_at <= ?::timestamptz - ${setting('verify_close_days')} * interval '1 day'`, [now])
    .orderBy(['r.received_at', 'r.id'])) as Array<{ id: number; close_days: number | string }>;
  let closed = 0;
  for (const { id, close_days } of rows) {
    const request = await db.transaction(async (trx) => {
      const [updated] = (await trx('dsar_requests')
        .where({ id, status: 'unverified' })
        .update({
          status: 'closed_unverified',
          closed_at: now,
          outcome_note: CLOSED_UNVERIFIED_NOTICE,
          verify_token_hash: null,
          updated_at: now,
        })
        .returning('*')) as Array<Record<string, unknown>>;
      if (!updated) return null;
      const row = normaliseRequest(updated);
      await recordEvent(trx, id, 'closed_unverified', TIMELINE.closedUnverified(Number(close_days)), {
        at: now,
        data: { days: Number(close_days) },
      });
      await countClosed(trx, row, 'closed_unverified', now);
      return row;
    });
    if (!request) continue;
    closed++;
    await sendRequesterMail(deps, request, 'rejected', {
      outcome: CLOSED_UNVERIFIED_NOTICES[request.language] ?? CLOSED_UNVERIFIED_NOTICE,
    });
  }
  return closed;
}

// ---- 3. due-date reminders -------------------------------------------------------------------------

interface OpenRow {
  id: number;
  organization_id: number;
  assignee_id: number | null;
  due_on: string;
}

async function remindDue(deps: Deps, now: Date): Promise<number> {
  const { db } = deps;
  const today = isoDay(now);
  const rows = (await candidates(db)
    .select('r.organization_id', 'r.assignee_id', db.raw('r.due_on::text as due_on'))
    .whereIn('r.status', OPEN_STATUSES)
    .whereNull('r.reminded_at')
    // Not yet late (late requests are step 4's); within the largest setting (30 days) for the index.
    .where('r.due_on', '>=', today)
    .whereRaw('r.due_on <= ?::date + 30', [today])
    .whereRaw(`r.due_on <= ?::date + ${setting('reminder_days')}`, [today])
    .orderBy(['r.due_on', 'r.id'])) as OpenRow[];
  const admins = new Map<number, number[]>();
  const names = new Map<number, string>();
  let reminded = 0;
  for (const row of rows) {
    if (!names.has(row.organization_id)) {
      names.set(row.organization_id, await organizationName(db, row.organization_id));
      admins.set(row.organization_id, await organizationAdmins(db, row.organization_id));
    }
    const to = row.assignee_id !== null ? [row.assignee_id] : (admins.get(row.organization_id) ?? []);
    const left = Math.round(
      (Date.parse(`${row.due_on}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
    );
    const when = dueWhen(left);
    const text = `${names.get(row.organization_id)}: ${requestReference(row.id)} is due ${when} (${row.due_on}).`;
    const done = await db.transaction(async (trx) => {
      const claimed = (await trx('dsar_requests')
        .where({ id: row.id })
        .whereIn('status', OPEN_STATUSES)
        .whereNull('reminded_at')
        .update({ reminded_at: now })
        .returning('id')) as unknown[];
      if (!claimed.length) return false;
      await notify(trx, to, text);
      await recordEvent(trx, row.id, 'reminder', TIMELINE.dueReminder(when, row.assignee_id !== null), {
        at: now,
        data: { due_on: row.due_on, notified: to },
      });
      return true;
    });
    if (done) reminded++;
  }
  return reminded;
}

// ---- 4. overdue notices ----------------------------------------------------------------------------

async function noticeOverdue(deps: Deps, now: Date): Promise<number> {
  const { db } = deps;
  const today = isoDay(now);
  const rows = (await candidates(db)
    .select('r.organization_id', 'r.assignee_id', db.raw('r.due_on::text as due_on'))
    .whereIn('r.status', OPEN_STATUSES)
    .whereNull('r.overdue_notified_at')
    .where('r.due_on', '<', today)
    .orderBy(['r.due_on', 'r.id'])) as OpenRow[];
  const admins = new Map<number, number[]>();
  const names = new Map<number, string>();
  let noticed = 0;
  for (const row of rows) {
    if (!names.has(row.organization_id)) {
      names.set(row.organization_id, await organizationName(db, row.organization_id));
      admins.set(row.organization_id, await organizationAdmins(db, row.organization_id));
    }
    const to = [
      ...(row.assignee_id !== null ? [row.assignee_id] : []),
      ...(admins.get(row.organization_id) ?? []),
    ];
    const text = `${names.get(row.organization_id)}: ${requestReference(row.id)} is overdue: it was due on ${row.due_on}.`;
    const done = await db.transaction(async (trx) => {
      const claimed = (await trx('dsar_requests')
        .where({ id: row.id })
        .whereIn('status', OPEN_STATUSES)
        .whereNull('overdue_notified_at')
        .update({ overdue_notified_at: now })
        .returning('id')) as unknown[];
      if (!claimed.length) return false;
      await notify(trx, to, text);
      await recordEvent(trx, row.id, 'overdue', TIMELINE.overdue(row.due_on), {
        at: now,
        data: { due_on: row.due_on, notified: [...new Set(to)] },
      });
      return true;
    });
    if (done) noticed++;
  }
  return noticed;
}

/** One run of the four steps at `now` (tests pass a clock of their own). */
export async function runDsarReminders(deps: Deps, now: Date = new Date()): Promise<ReminderRun> {
  // Closing first: a request past its closing day is closed, not reminded.
  const closedUnverified = await closeUnverified(deps, now);
  const verifyReminders = await remindUnverified(deps, now);
  const dueReminders = await remindDue(deps, now);
  const overdue = await noticeOverdue(deps, now);
  const run = { verifyReminders, closedUnverified, dueReminders, overdue };
  if (closedUnverified + verifyReminders + dueReminders + overdue > 0) {
    deps.logger.info(run, 'DSAR reminders sent');
  }
  return run;
}

/** The queue's worker: one run per scheduled job. */
export function dsarRemindersWorker(deps: Deps) {
  return async (): Promise<void> => {
    await runDsarReminders(deps);
  };
}
