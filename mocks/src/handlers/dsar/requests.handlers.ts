import type { Schemas } from '@privacy-portal/sdk';
import {
  DSAR_CONFLICTS,
  DSAR_REASONS,
  personName,
  requestReference,
  TIMELINE,
} from '@privacy-portal/sdk/dsar';
import { JURISDICTIONS } from '@privacy-portal/sdk/dsar-deadlines';
import type { HttpHandler } from 'msw';
import { type DsarScope, dsarScope } from '../../dsar/access.ts';
import { isMockCountry, statesOf } from '../../dsar/countries.ts';
import {
  deadlineColumns,
  extendable,
  isOpen,
  lawOf,
  presentDeadlines,
  receivedOn,
  todayOf,
} from '../../dsar/deadlines.ts';
import { fileBytes, recordPdf } from '../../dsar/files.ts';
import { sendRequesterMail } from '../../dsar/mail.ts';
import { recordedFilter } from '../../dsar/recording.ts';
import {
  createRequest,
  organizationMembers,
  presentRequest,
  presentSummary,
  sendVerification,
} from '../../dsar/requests.ts';
import type { MockDsarRequest } from '../../dsar/state.ts';
import { presentEvent, recordEvent } from '../../dsar/timeline.ts';
import { MockApiError, notFound, validationFailed } from '../../errors.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';

const conflict = (message: string) => new MockApiError(409, 'conflict', message);

/**
 * The request inbox (filtered, searched, sorted, keyset paged), entering a request by hand (counted
 * against the month's requests), bulk assign, and a request's details and work: assign, move stage,
 * tasks, extend as the law allows, complete or reject, message the requester, notes, resend the
 * confirmation link, the timeline, attachments and the record as a PDF.
 */
export function dsarRequestsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const requests = state.dsar.requests;
  const requestOf = (scope: DsarScope, id: number | string): MockDsarRequest =>
    found(
      requests.find((r) => r.id === Number(id) && r.organization_id === scope.organization.id),
      'Request',
    );
  const actorOf = (scope: DsarScope) => personName(scope.m.user);
  /** The assignee must be an active member who can see the organization. */
  const assigneeOf = (scope: DsarScope, id: number | null) => {
    if (id === null) return null;
    const user = organizationMembers(state, scope.organization).find((u) => u.uid === id);
    if (!user) throw validationFailed([{ in: 'body', field: 'assignee_id', reason: DSAR_REASONS.notMember }]);
    return user;
  };
  const assign = (scope: DsarScope, r: MockDsarRequest, id: number | null) => {
    const user = assigneeOf(scope, id);
    if (r.assignee_id === id) return false;
    r.assignee_id = id;
    const text = TIMELINE.assigned(actorOf(scope), user ? personName(user) : null);
    recordEvent(state, r, 'assigned', text, actorOf(scope), { assignee_id: id });
    return true;
  };
  const requireOpen = (r: MockDsarRequest, what: string) => {
    if (!isOpen(r)) throw conflict(DSAR_CONFLICTS.closed(what));
  };
  const requireVerified = (r: MockDsarRequest) => {
    if (r.status === 'unverified') throw conflict(DSAR_CONFLICTS.notVerified);
  };
  const details = (r: MockDsarRequest) => ({ response: presentRequest(state, r) });

  return [
    http.get('/dsar/requests/{orgId}', ({ request, params, query, response }) => {
      const scope = dsarScope(ctx, request, params);
      // Filters, searches and other orders are the server's: a recorded url answers its recording, any
      // other the plain inbox, earliest due first (the ui-server page tests cover the real ones).
      const recording = recordedFilter(request);
      if (recording) return response(200).json(recording as never);
      const page = requests.page(query, {
        filter: (r) => r.organization_id === scope.organization.id,
        key: (r) => [r.due_on, r.id],
      });
      return response(200).json({ ...page, response: page.response.map((r) => presentSummary(state, r)) });
    }),
    http.post('/dsar/requests/{orgId}', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'enter requests' });
      const body = await request.json();
      const property = state.properties.find(
        (p) => p.property_id === body.property_id && p.organization_id === scope.organization.id,
      );
      if (!property) throw notFound('Property');
      const today = todayOf(state.now());
      const problems: Schemas['FieldError'][] = [];
      if (!isMockCountry(body.country)) {
        problems.push({ in: 'body', field: 'country', reason: DSAR_REASONS.notCountry });
      } else if (body.state !== undefined && !statesOf(body.country).includes(body.state)) {
        problems.push({ in: 'body', field: 'state', reason: DSAR_REASONS.notState(body.country) });
      }
      if (body.received_on && body.received_on > today) {
        problems.push({ in: 'body', field: 'received_on', reason: DSAR_REASONS.future });
      }
      if (problems.length) throw validationFailed(problems);
      const verified = body.verified ?? true;
      const r = createRequest(state, {
        organization: scope.organization,
        property_id: property.property_id,
        form: null,
        request_type: body.request_type,
        subject_type: body.subject_type,
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        country: body.country,
        state: body.state ?? null,
        city: body.city ?? null,
        details: body.details,
        language: body.language ?? 'en',
        answers: [],
        received_at:
          body.received_on && body.received_on < today ? `${body.received_on}T12:00:00.000Z` : nowIso(state),
        verified,
        over_limit: false,
        actor: actorOf(scope),
      });
      if (!verified) sendVerification(state, r);
      return response(201).json(details(r));
    }),
    http.get('/dsar/request-filters/{orgId}', ({ request, params, response }) => {
      const { organization } = dsarScope(ctx, request, params);
      const forms = state.dsar.forms
        .list((f) => f.organization_id === organization.id && f.deleted_at === null)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
        .map((f) => ({ id: f.id, name: f.name }));
      const assignees = organizationMembers(state, organization).map((u) => ({
        id: u.uid,
        name: personName(u),
        email: u.email,
      }));
      const jurisdictions = JURISDICTIONS.map((j) => ({ code: j.code, name: j.name }));
      return response(200).json({ response: { forms, assignees, jurisdictions } });
    }),
    http.post('/dsar/requests-assign/{orgId}', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'assign requests' });
      const body = await request.json();
      assigneeOf(scope, body.assignee_id);
      const rows = requests.list(
        (r) => r.organization_id === scope.organization.id && body.ids.includes(r.id),
      );
      const updated = rows.filter((r) => assign(scope, r, body.assignee_id)).length;
      return response(200).json({ response: { updated } });
    }),
    http.get('/dsar/requests/{orgId}/{requestId}', ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, params);
      return response(200).json(details(requestOf(scope, params.requestId)));
    }),
    http.post('/dsar/requests/{orgId}/{requestId}/assign', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'assign requests' });
      const body = await request.json();
      const r = requestOf(scope, params.requestId);
      assign(scope, r, body.assignee_id);
      return response(200).json(details(r));
    }),
    http.post('/dsar/requests/{orgId}/{requestId}/stage', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'move requests between stages' });
      const body = await request.json();
      const r = requestOf(scope, params.requestId);
      requireOpen(r, 'move to another stage');
      requireVerified(r);
      const stage = r.stages[body.stage];
      if (!stage)
        throw validationFailed([
          { in: 'body', field: 'stage', reason: DSAR_REASONS.stageOutOfRange(r.stages.length - 1) },
        ]);
      if (body.stage !== r.stage || r.status !== 'in_progress') {
        Object.assign(r, { stage: body.stage, status: 'in_progress' });
        if (stage.assignee_id) r.assignee_id = stage.assignee_id;
        const actor = actorOf(scope);
        recordEvent(state, r, 'stage', TIMELINE.stage(actor, stage.name), actor, { stage: body.stage });
        if (stage.template) sendRequesterMail(state, r, stage.template, {}, actor);
      }
      return response(200).json(details(r));
    }),
    http.put(
      '/dsar/requests/{orgId}/{requestId}/tasks/{stage}/{task}',
      async ({ request, params, response }) => {
        const scope = dsarScope(ctx, request, { ...params, write: 'complete tasks' });
        const { done } = await request.json();
        const r = requestOf(scope, params.requestId);
        requireOpen(r, 'change its tasks');
        requireVerified(r);
        const key = { stage: Number(params.stage), task: Number(params.task) };
        const title = found(r.stages[key.stage]?.tasks[key.task], 'Task');
        const index = r.tasks.findIndex((t) => t.stage === key.stage && t.task === key.task);
        if (done === index < 0) {
          const actor = actorOf(scope);
          if (done) r.tasks.push({ ...key, done_at: nowIso(state), done_by: actor });
          else r.tasks.splice(index, 1);
          recordEvent(state, r, 'task', TIMELINE.task(actor, title, done), actor, { ...key, done });
          if (r.status === 'new') r.status = 'in_progress';
        }
        return response(200).json(details(r));
      },
    ),
    http.post('/dsar/requests/{orgId}/{requestId}/extend', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'extend requests' });
      const { reason } = await request.json();
      const r = requestOf(scope, params.requestId);
      requireOpen(r, 'be extended');
      if (r.extended) throw conflict(DSAR_CONFLICTS.alreadyExtended);
      const law = lawOf(r.jurisdiction);
      const today = todayOf(state.now());
      if (!extendable(r, today)) {
        const noticeBy = presentDeadlines(r, today).extension_notice_by;
        throw conflict(
          law.extension
            ? DSAR_CONFLICTS.noticePassed(law.name, noticeBy)
            : DSAR_CONFLICTS.noExtension(law.name),
        );
      }
      const from = r.due_on;
      const { due_on } = deadlineColumns(r, receivedOn(r), true);
      Object.assign(r, { due_on, extended: true, extension_reason: reason });
      const actor = actorOf(scope);
      recordEvent(state, r, 'extended', TIMELINE.extended(actor, due_on, law.name), actor, {
        from,
        to: due_on,
        reason,
      });
      sendRequesterMail(
        state,
        r,
        'extension',
        { extended_due_date: due_on, extension_reason: reason },
        actor,
      );
      return response(200).json(details(r));
    }),
    http.post('/dsar/requests/{orgId}/{requestId}/close', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'close requests' });
      const { outcome, note } = await request.json();
      const r = requestOf(scope, params.requestId);
      requireOpen(r, 'be closed again');
      if (outcome === 'completed') requireVerified(r);
      Object.assign(r, {
        status: outcome,
        outcome,
        outcome_note: note,
        closed_at: nowIso(state),
        stage: outcome === 'completed' ? Math.max(r.stages.length - 1, 0) : r.stage,
      });
      const actor = actorOf(scope);
      recordEvent(state, r, outcome, TIMELINE.closed(actor, outcome), actor, { note });
      sendRequesterMail(state, r, outcome, { outcome: note }, actor);
      return response(200).json(details(r));
    }),
    http.post('/dsar/requests/{orgId}/{requestId}/messages', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'message requesters' });
      const body = await request.json();
      const r = requestOf(scope, params.requestId);
      if (r.status === 'closed_unverified') throw conflict(DSAR_CONFLICTS.closedUnverified);
      const override = body.subject || body.body ? { subject: body.subject, body: body.body } : undefined;
      const event = sendRequesterMail(state, r, body.event, {}, actorOf(scope), override);
      return response(202).json({ response: presentEvent(event) });
    }),
    http.post('/dsar/requests/{orgId}/{requestId}/notes', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'add notes' });
      const { text } = await request.json();
      const r = requestOf(scope, params.requestId);
      const event = recordEvent(state, r, 'note', text, actorOf(scope));
      return response(201).json({ response: presentEvent(event) });
    }),
    http.post('/dsar/requests/{orgId}/{requestId}/verification', ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'resend confirmation links' });
      const r = requestOf(scope, params.requestId);
      if (r.status !== 'unverified') throw conflict(DSAR_CONFLICTS.notUnverified);
      sendVerification(state, r);
      const sent = state.dsar.events
        .list((e) => e.request_id === r.id && e.kind === 'verification_sent')
        .at(-1);
      return response(202).json({ response: presentEvent(found(sent, 'Event')) });
    }),
    http.get('/dsar/requests/{orgId}/{requestId}/timeline', ({ request, params, query, response }) => {
      const scope = dsarScope(ctx, request, params);
      const r = requestOf(scope, params.requestId);
      const page = state.dsar.events.page(query, { filter: (e) => e.request_id === r.id });
      return response(200).json({ ...page, response: page.response.map(presentEvent) });
    }),
    http.get(
      '/dsar/requests/{orgId}/{requestId}/attachments/{attachmentId}',
      ({ request, params, response }) => {
        const scope = dsarScope(ctx, request, params);
        const r = requestOf(scope, params.requestId);
        const file = found(
          state.dsar.attachments.find((a) => a.id === Number(params.attachmentId) && a.request_id === r.id),
          'Attachment',
        );
        return response.untyped(
          new Response(fileBytes(file.data), {
            headers: {
              'content-type': file.mime,
              'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
            },
          }),
        );
      },
    ),
    http.get('/dsar/requests/{orgId}/{requestId}/record', ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, params);
      const r = requestOf(scope, params.requestId);
      const timeline = state.dsar.events.list((e) => e.request_id === r.id).map(presentEvent);
      return response.untyped(
        new Response(recordPdf(presentRequest(state, r), timeline), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${requestReference(r.id)}.pdf"`,
          },
        }),
      );
    }),
  ];
}
