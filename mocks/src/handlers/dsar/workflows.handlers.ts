import type { Schemas } from '@privacy-portal/sdk';
import { DSAR_CONFLICTS, DSAR_REASONS } from '@privacy-portal/sdk/dsar';
import type { HttpHandler } from 'msw';
import { type DsarScope, dsarScope, requireAllowance } from '../../dsar/access.ts';
import { isOpen } from '../../dsar/deadlines.ts';
import { organizationMembers } from '../../dsar/requests.ts';
import type { MockWorkflow } from '../../dsar/state.ts';
import { MockApiError, validationFailed } from '../../errors.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';
import { nameKey } from '../../tenancy.ts';

const bodyError = (field: string, reason: string) => validationFailed([{ in: 'body', field, reason }]);

/**
 * Workflows: listed by name, created active (counted against the plan's workflows), changed, switched
 * on and off (one active workflow per request type, one any-type), deleted while no open request
 * follows them, and the name check. A request keeps the stages it came with.
 */
export function dsarWorkflowsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const workflows = state.dsar.workflows;
  const openRequests = (w: MockWorkflow) =>
    state.dsar.requests.list((r) => r.workflow_id === w.id && isOpen(r)).length;
  const present = (w: MockWorkflow): Schemas['Workflow'] => ({ ...w, requests: openRequests(w) });
  const workflowOf = (scope: DsarScope, id: number | string) =>
    found(
      workflows.find((w) => w.id === Number(id) && w.organization_id === scope.organization.id),
      'Workflow',
    );
  const nameTaken = (scope: DsarScope, name: string, exceptId?: number) =>
    workflows.find(
      (w) =>
        w.organization_id === scope.organization.id &&
        w.name.toLowerCase() === name.toLowerCase() &&
        w.id !== exceptId,
    ) !== undefined;
  /** The input trimmed and checked beyond the schema: no blank names or tasks, assignees who see the organization. */
  const checked = (scope: DsarScope, input: Schemas['WorkflowInput'], exceptId?: number) => {
    const name = input.name.trim();
    if (!name) throw bodyError('name', DSAR_REASONS.blank);
    const members = new Set(organizationMembers(state, scope.organization).map((u) => u.uid));
    const stages = input.stages.map((s, i) => {
      if (!s.name.trim()) throw bodyError(`stages[${i}].name`, DSAR_REASONS.blank);
      const tasks = s.tasks.map((t, j) => {
        if (!t.trim()) throw bodyError(`stages[${i}].tasks[${j}]`, DSAR_REASONS.blank);
        return t.trim();
      });
      if (s.assignee_id !== null && !members.has(s.assignee_id))
        throw bodyError(`stages[${i}].assignee_id`, DSAR_REASONS.stageAssignee);
      return { ...s, name: s.name.trim(), tasks };
    });
    if (nameTaken(scope, name, exceptId))
      throw new MockApiError(409, 'name_taken', DSAR_REASONS.workflowNameTakenMessage(name), [
        { in: 'body', field: 'name', reason: DSAR_REASONS.workflowNameTaken },
      ]);
    return { name, request_type: input.request_type, stages };
  };
  /** Activating a workflow switches off the other active one of its type. */
  const takeOver = (scope: DsarScope, type: MockWorkflow['request_type'], exceptId?: number) => {
    for (const w of workflows.list(
      (x) =>
        x.organization_id === scope.organization.id &&
        x.active &&
        x.request_type === type &&
        x.id !== exceptId,
    ))
      Object.assign(w, { active: false, updated_at: nowIso(state) });
  };

  return [
    // Before /workflow/{orgId}/{workflowId}, which its path would match too.
    http.get('/workflow/name/{orgId}', ({ request, params, query, response }) => {
      const scope = dsarScope(ctx, request, params);
      const name = (query.get('name') ?? '').trim();
      const except = query.get('workflow_id');
      const available = name !== '' && !nameTaken(scope, name, except === null ? undefined : Number(except));
      return response(200).json({ response: { name, available } });
    }),
    http.get('/workflow/{orgId}', ({ request, params, query, response }) => {
      const scope = dsarScope(ctx, request, params);
      const status = query.get('workflow_status');
      const page = workflows.page(query, {
        filter: (w) =>
          w.organization_id === scope.organization.id &&
          (status === null || w.active === (status === 'active')),
        key: (w) => nameKey(w.name, w.id),
      });
      return response(200).json({ ...page, response: page.response.map(present) });
    }),
    http.post('/workflow/{orgId}', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'create workflows' });
      const fields = checked(scope, await request.json());
      requireAllowance(state, scope, 'workflows');
      takeOver(scope, fields.request_type);
      const now = nowIso(state);
      const workflow = workflows.create((id) => ({
        id,
        organization_id: scope.organization.id,
        ...fields,
        active: true,
        created_at: now,
        updated_at: now,
      }));
      return response(201).json({ response: present(workflow) });
    }),
    http.get('/workflow/{orgId}/{workflowId}', ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, params);
      return response(200).json({ response: present(workflowOf(scope, params.workflowId)) });
    }),
    http.put('/workflow/{orgId}/{workflowId}', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'change workflows' });
      const workflow = workflowOf(scope, params.workflowId);
      const fields = checked(scope, await request.json(), workflow.id);
      // An active workflow moved to another type takes that type over.
      if (workflow.active && fields.request_type !== workflow.request_type)
        takeOver(scope, fields.request_type, workflow.id);
      Object.assign(workflow, fields, { updated_at: nowIso(state) });
      return response(200).json({ response: present(workflow) });
    }),
    http.delete('/workflow/{orgId}/{workflowId}', ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'delete workflows' });
      const workflow = workflowOf(scope, params.workflowId);
      const open = openRequests(workflow);
      if (open > 0) throw new MockApiError(409, 'conflict', DSAR_CONFLICTS.workflowInUse(open));
      workflows.remove(workflow.id);
      return response(204).empty();
    }),
    http.post('/workflow/activate/{orgId}/{workflowId}', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'change workflows' });
      const workflow = workflowOf(scope, params.workflowId);
      const { active } = await request.json();
      if (workflow.active !== active) {
        if (active) takeOver(scope, workflow.request_type, workflow.id);
        Object.assign(workflow, { active, updated_at: nowIso(state) });
      }
      return response(200).json({ response: present(workflow) });
    }),
  ];
}
