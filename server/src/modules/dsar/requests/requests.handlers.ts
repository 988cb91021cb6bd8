import type { components } from '@privacy-portal/sdk';
import {
  DSAR_CONFLICTS,
  DSAR_GONE,
  DSAR_REASONS,
  personName,
  requestReference,
  TIMELINE,
} from '@privacy-portal/sdk/dsar';
import { JURISDICTIONS } from '@privacy-portal/sdk/dsar-deadlines';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { ApiError, type FieldError, notFound } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';
import { FileMissing, fileStorage } from '../../files/files.storage.ts';
import { type DsarScope, dsarScope } from '../dsar.access.ts';
import { isCountry, statesOf } from '../public/countries.ts';
import { issueVerification } from '../public/verification.ts';
import { dsarSettings } from '../settings/settings.queries.ts';
import { sendRequesterMail } from '../templates/requester-mail.ts';
import { requestDetail, requestRow } from './request-detail.ts';
import { type EventActor, presentEvent, type RequestEventRow, recordEvent } from './request-events.ts';
import { requestRecordPdf } from './request-record.pdf.ts';
import { allTimeline, timelinePage } from './request-timeline.queries.ts';
import { type FilterContext, organizationMembers, presentSummary, requestPage } from './requests.queries.ts';
import {
  countClosed,
  extension,
  insertRequest,
  lockRequest,
  type RequestRow,
  requireOpen,
  todayUtc,
} from './requests.service.ts';

type Schemas = components['schemas'];

type Ops =
  | 'listDsarRequests'
  | 'createDsarRequest'
  | 'getDsarRequestFilters'
  | 'bulkAssignDsarRequests'
  | 'getDsarRequest'
  | 'assignDsarRequest'
  | 'moveDsarRequestStage'
  | 'setDsarRequestTask'
  | 'extendDsarRequest'
  | 'closeDsarRequest'
  | 'messageDsarRequester'
  | 'addDsarRequestNote'
  | 'resendDsarVerification'
  | 'listDsarRequestTimeline'
  | 'downloadDsarAttachment'
  | 'downloadDsarRequestRecord';

const notVerified = () => new ApiError(409, 'conflict', DSAR_CONFLICTS.notVerified);

export function requestsHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  const storage = fileStorage(deps.config);
  const contextOf = async (scope: DsarScope): Promise<FilterContext> => ({
    userId: scope.m.user.id,
    today: todayUtc(),
    dueSoonDays: (await dsarSettings(db, scope.org.id)).due_soon_days,
  });
  const actorOf = (scope: DsarScope): EventActor => ({ id: scope.m.user.id, name: personName(scope.m.user) });
  const detail = async (scope: DsarScope, id: number) =>
    requestDetail(db, scope.org.id, id, await contextOf(scope));
  /** The assignee must be an active member who can see the organization. */
  const checkAssignee = async (scope: DsarScope, id: number | null, field: string) => {
    if (id === null) return null;
    const user = await organizationMembers(db, scope.m.companyId, scope.org.id)
      .where('u.id', id)
      .first('u.*');
    if (!user) {
      throw new ApiError(400, 'validation_failed', `body.${field} ${DSAR_REASONS.notMember}`, [
        { in: 'body', field, reason: DSAR_REASONS.notMember },
      ]);
    }
    return user as { id: number; firstname: string; lastname: string; email: string };
  };
  /** One change of a request in a transaction, then its e-mail (after the commit), then the fresh details. */
  const change = async (
    scope: DsarScope,
    id: number,
    apply: (
      trx: typeof db,
      row: RequestRow,
    ) =>
      | Promise<{ mail?: { event: Schemas['EmailEvent']; vars: Record<string, string> } } | undefined>
      | Promise<void>,
  ) => {
    const outcome = await db.transaction(async (trx) => {
      const row = await lockRequest(trx, scope.org.id, id);
      const result = (await apply(trx, row)) ?? {};
      const fresh = await lockRequest(trx, scope.org.id, id);
      return { row: fresh, mail: result.mail };
    });
    if (outcome.mail)
      await sendRequesterMail(deps, outcome.row, outcome.mail.event, outcome.mail.vars, actorOf(scope));
    return detail(scope, id);
  };

  return {
    listDsarRequests: async ({ auth, params, query }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId });
      const ctx = await contextOf(scope);
      const { rows, page } = await requestPage(db, scope.org.id, query, ctx, query.sort ?? 'due', query);
      return { status: 200, body: { response: rows.map((r) => presentSummary(r, ctx)), page } };
    },

    createDsarRequest: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'enter requests' });
      const property = await db('properties')
        .where({ id: body.property_id, organization_id: scope.org.id })
        .first('id');
      if (!property) throw notFound('Property');
      const today = todayUtc();
      const problems: FieldError[] = [];
      if (!isCountry(body.country)) {
        problems.push({ in: 'body', field: 'country', reason: DSAR_REASONS.notCountry });
      } else if (body.state !== undefined && !statesOf(body.country).some((s) => s.code === body.state)) {
        problems.push({ in: 'body', field: 'state', reason: DSAR_REASONS.notState(body.country) });
      }
      if (body.received_on && body.received_on > today) {
        problems.push({ in: 'body', field: 'received_on', reason: DSAR_REASONS.future });
      }
      if (problems.length) {
        throw new ApiError(
          400,
          'validation_failed',
          problems.map((p) => `body.${p.field} ${p.reason}`).join('; '),
          problems,
        );
      }
      const receivedAt =
        body.received_on && body.received_on < today ? new Date(`${body.received_on}T12:00:00Z`) : new Date();
      const verified = body.verified ?? true;
      const created = await db.transaction((trx) =>
        insertRequest(
          trx,
          {
            company_id: scope.m.companyId,
            organization_id: scope.org.id,
            property_id: body.property_id,
            form_id: null,
            form_version: null,
            request_type: body.request_type,
            subject_type: body.subject_type,
            first_name: body.first_name,
            last_name: body.last_name,
            email: body.email.toLowerCase(),
            country: body.country,
            state: body.state ?? null,
            city: body.city ?? null,
            details: body.details,
            language: body.language ?? 'en',
            answers: [],
            received_at: receivedAt,
            verified,
          },
          scope.limits,
          'refuse',
          actorOf(scope),
        ),
      );
      if (!verified) await issueVerification(deps, created.id, false);
      return { status: 201, body: { response: await detail(scope, created.id) } };
    },

    getDsarRequestFilters: async ({ auth, params }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId });
      const forms = await db('dsar_forms')
        .where({ organization_id: scope.org.id })
        .whereNull('deleted_at')
        .orderBy('name')
        .limit(200)
        .select('id', 'name');
      const members = await organizationMembers(db, scope.m.companyId, scope.org.id)
        .orderBy(['u.firstname', 'u.lastname', 'u.id'])
        .limit(200)
        .select('u.id', 'u.firstname', 'u.lastname', 'u.email');
      return {
        status: 200,
        body: {
          response: {
            forms: forms.map((f) => ({ id: f.id as number, name: f.name as string })),
            assignees: members.map((u) => ({
              id: u.id as number,
              name: personName(u),
              email: u.email as string,
            })),
            jurisdictions: JURISDICTIONS.map((j) => ({ code: j.code, name: j.name })),
          },
        },
      };
    },

    bulkAssignDsarRequests: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'assign requests' });
      const user = await checkAssignee(scope, body.assignee_id, 'assignee_id');
      const actor = actorOf(scope);
      const updated = await db.transaction(async (trx) => {
        const ids = (await trx('dsar_requests')
          .where({ organization_id: scope.org.id })
          .whereIn('id', body.ids)
          // Those not already with that assignee (unassigned ones included: NULL <> x is not true).
          .whereRaw('assignee_id is distinct from ?', [body.assignee_id])
          .forUpdate()
          .pluck('id')) as number[];
        if (!ids.length) return 0;
        await trx('dsar_requests')
          .whereIn('id', ids)
          .update({ assignee_id: body.assignee_id, updated_at: trx.fn.now() });
        for (const id of ids) {
          await recordEvent(
            trx,
            id,
            'assigned',
            TIMELINE.assigned(actor.name, user ? personName(user) : null),
            {
              actor,
              data: { assignee_id: body.assignee_id },
            },
          );
        }
        return ids.length;
      });
      return { status: 200, body: { response: { updated } } };
    },

    getDsarRequest: async ({ auth, params }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId });
      return { status: 200, body: { response: await detail(scope, params.requestId) } };
    },

    assignDsarRequest: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'assign requests' });
      // Another organization's request is a 404 whoever the assignee.
      await requestRow(db, scope.org.id, params.requestId);
      const user = await checkAssignee(scope, body.assignee_id, 'assignee_id');
      const actor = actorOf(scope);
      const response = await change(scope, params.requestId, async (trx, row) => {
        if (row.assignee_id === body.assignee_id) return;
        await trx('dsar_requests')
          .where({ id: row.id })
          .update({ assignee_id: body.assignee_id, updated_at: trx.fn.now() });
        await recordEvent(
          trx,
          row.id,
          'assigned',
          TIMELINE.assigned(actor.name, user ? personName(user) : null),
          {
            actor,
            data: { assignee_id: body.assignee_id },
          },
        );
      });
      return { status: 200, body: { response } };
    },

    moveDsarRequestStage: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'move requests between stages' });
      const actor = actorOf(scope);
      const response = await change(scope, params.requestId, async (trx, row) => {
        requireOpen(row, 'move to another stage');
        if (row.status === 'unverified') throw notVerified();
        const stage = row.stages[body.stage];
        if (!stage) {
          const reason = DSAR_REASONS.stageOutOfRange(row.stages.length - 1);
          throw new ApiError(400, 'validation_failed', `body.stage ${reason}`, [
            { in: 'body', field: 'stage', reason },
          ]);
        }
        if (body.stage === row.stage && row.status === 'in_progress') return;
        await trx('dsar_requests')
          .where({ id: row.id })
          .update({
            stage: body.stage,
            status: 'in_progress',
            ...(stage.assignee_id ? { assignee_id: stage.assignee_id } : {}),
            updated_at: trx.fn.now(),
          });
        await recordEvent(trx, row.id, 'stage', TIMELINE.stage(actor.name, stage.name), {
          actor,
          data: { stage: body.stage },
        });
        return stage.template ? { mail: { event: stage.template, vars: {} } } : undefined;
      });
      return { status: 200, body: { response } };
    },

    setDsarRequestTask: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'complete tasks' });
      const actor = actorOf(scope);
      const response = await change(scope, params.requestId, async (trx, row) => {
        requireOpen(row, 'change its tasks');
        if (row.status === 'unverified') throw notVerified();
        const title = row.stages[params.stage]?.tasks[params.task];
        if (title === undefined) throw notFound('Task');
        const key = { request_id: row.id, stage: params.stage, task: params.task };
        if (body.done) {
          const added = await trx('dsar_request_tasks')
            .insert({ ...key, done_by: actor.id })
            .onConflict(['request_id', 'stage', 'task'])
            .ignore()
            .returning('task');
          if (!added.length) return;
          await recordEvent(trx, row.id, 'task', TIMELINE.task(actor.name, title, true), {
            actor,
            data: { ...key, done: true },
          });
        } else {
          const removed = await trx('dsar_request_tasks').where(key).del();
          if (!removed) return;
          await recordEvent(trx, row.id, 'task', TIMELINE.task(actor.name, title, false), {
            actor,
            data: { ...key, done: false },
          });
        }
        if (row.status === 'new')
          await trx('dsar_requests').where({ id: row.id }).update({ status: 'in_progress' });
      });
      return { status: 200, body: { response } };
    },

    extendDsarRequest: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'extend requests' });
      const actor = actorOf(scope);
      const response = await change(scope, params.requestId, async (trx, row) => {
        requireOpen(row, 'be extended');
        const { dueOn, jurisdiction } = extension(row, todayUtc());
        await trx('dsar_requests')
          .where({ id: row.id })
          .update({ due_on: dueOn, extended: true, extension_reason: body.reason, updated_at: trx.fn.now() });
        await recordEvent(trx, row.id, 'extended', TIMELINE.extended(actor.name, dueOn, jurisdiction.name), {
          actor,
          data: { from: row.due_on, to: dueOn, reason: body.reason },
        });
        return {
          mail: {
            event: 'extension' as const,
            vars: { extended_due_date: dueOn, extension_reason: body.reason },
          },
        };
      });
      return { status: 200, body: { response } };
    },

    closeDsarRequest: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'close requests' });
      const actor = actorOf(scope);
      const response = await change(scope, params.requestId, async (trx, row) => {
        requireOpen(row, 'be closed again');
        if (body.outcome === 'completed' && row.status === 'unverified') throw notVerified();
        const now = new Date();
        await trx('dsar_requests')
          .where({ id: row.id })
          .update({
            status: body.outcome,
            outcome: body.outcome,
            outcome_note: body.note,
            closed_at: now,
            stage: body.outcome === 'completed' ? Math.max(row.stages.length - 1, 0) : row.stage,
            updated_at: now,
          });
        await countClosed(trx, row, body.outcome, now);
        await recordEvent(trx, row.id, body.outcome, TIMELINE.closed(actor.name, body.outcome), {
          actor,
          data: { note: body.note },
          at: now,
        });
        return { mail: { event: body.outcome, vars: { outcome: body.note } } };
      });
      return { status: 200, body: { response } };
    },

    messageDsarRequester: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'message requesters' });
      const row = await db.transaction((trx) => lockRequest(trx, scope.org.id, params.requestId));
      if (row.status === 'closed_unverified')
        throw new ApiError(409, 'conflict', DSAR_CONFLICTS.closedUnverified);
      const event = await sendRequesterMail(
        deps,
        row,
        body.event,
        {},
        actorOf(scope),
        body.subject || body.body ? { subject: body.subject, body: body.body } : undefined,
      );
      return { status: 202, body: { response: presentEvent(event as RequestEventRow) } };
    },

    addDsarRequestNote: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'add notes' });
      const actor = actorOf(scope);
      const event = await db.transaction(async (trx) => {
        const row = await lockRequest(trx, scope.org.id, params.requestId);
        return recordEvent(trx, row.id, 'note', body.text, { actor });
      });
      return { status: 201, body: { response: presentEvent(event) } };
    },

    resendDsarVerification: async ({ auth, params }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'resend confirmation links' });
      const row = await db('dsar_requests')
        .where({ id: params.requestId, organization_id: scope.org.id })
        .first('id');
      if (!row) throw notFound('Request');
      await issueVerification(deps, row.id as number, false);
      const event = await db('dsar_request_events')
        .where({ request_id: row.id, kind: 'verification_sent' })
        .orderBy('id', 'desc')
        .first();
      return { status: 202, body: { response: presentEvent(event as RequestEventRow) } };
    },

    listDsarRequestTimeline: async ({ auth, params, query }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId });
      const row = await db('dsar_requests')
        .where({ id: params.requestId, organization_id: scope.org.id })
        .first('id');
      if (!row) throw notFound('Request');
      const { rows, page } = await timelinePage(db, row.id as number, query);
      return { status: 200, body: { response: rows.map(presentEvent), page } };
    },

    downloadDsarAttachment: async ({ auth, params, ctx }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId });
      const file = await db('dsar_attachments as a')
        .join('dsar_requests as r', 'r.id', 'a.request_id')
        .where({ 'a.id': params.attachmentId, 'r.id': params.requestId, 'r.organization_id': scope.org.id })
        .first('a.*');
      if (!file) throw notFound('Attachment');
      const bytes = await storage.get(file.storage_key as string).catch((err: unknown) => {
        if (err instanceof FileMissing) {
          throw new ApiError(404, 'not_found', DSAR_GONE.attachment);
        }
        throw err;
      });
      ctx.set(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.name as string)}`,
      );
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = file.mime as string;
      // Bytes, not JSON: the contract's typed replies cover JSON bodies only.
      return { status: 200, body: bytes as never };
    },

    downloadDsarRequestRecord: async ({ auth, params, ctx }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId });
      const request = await detail(scope, params.requestId);
      const timeline = await allTimeline(db, params.requestId);
      const pdf = await requestRecordPdf(request, timeline.map(presentEvent), { name: scope.org.name });
      ctx.set('Content-Disposition', `attachment; filename="${requestReference(params.requestId)}.pdf"`);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'application/pdf';
      return { status: 200, body: Buffer.from(pdf) as never };
    },
  };
}
