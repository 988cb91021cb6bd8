import type { HttpHandler } from 'msw';
import { type DsarScope, dsarScope } from '../../dsar/access.ts';
import { recordedFilter } from '../../dsar/recording.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';

/**
 * Workflows as stored rows: listed, created, changed, switched on and off, deleted. The server's rules
 * (one active workflow per type, no delete while open requests follow, unique names, the plan's
 * limit) are not copied: the page tests that need them run against the real server
 * (portal/test/dsar/*.server.test.tsx), and a story shows a refusal by overriding the handler.
 */
export function dsarWorkflowsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const workflows = state.dsar.workflows;
  const workflowOf = (scope: DsarScope, id: number | string) =>
    found(
      workflows.find((w) => w.id === Number(id) && w.organization_id === scope.organization.id),
      'Workflow',
    );

  return [
    // Before /workflow/{orgId}/{workflowId}, which its path would match too.
    http.get('/workflow/name/{orgId}', ({ request, params, query, response }) => {
      dsarScope(ctx, request, params);
      const name = (query.get('name') ?? '').trim();
      return response(200).json({ response: { name, available: name !== '' } });
    }),
    http.get('/workflow/{orgId}', ({ request, params, query, response }) => {
      const scope = dsarScope(ctx, request, params);
      const recording = recordedFilter(request);
      if (recording) return response(200).json(recording as never);
      const page = workflows.page(query, { filter: (w) => w.organization_id === scope.organization.id });
      return response(200).json(page);
    }),
    http.post('/workflow/{orgId}', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'create workflows' });
      const body = await request.json();
      const now = nowIso(state);
      const workflow = workflows.create((id) => ({
        ...body,
        id,
        organization_id: scope.organization.id,
        active: true,
        requests: 0,
        created_at: now,
        updated_at: now,
      }));
      return response(201).json({ response: workflow });
    }),
    http.get('/workflow/{orgId}/{workflowId}', ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, params);
      return response(200).json({ response: workflowOf(scope, params.workflowId) });
    }),
    http.put('/workflow/{orgId}/{workflowId}', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'change workflows' });
      const workflow = workflowOf(scope, params.workflowId);
      Object.assign(workflow, await request.json(), { updated_at: nowIso(state) });
      return response(200).json({ response: workflow });
    }),
    http.delete('/workflow/{orgId}/{workflowId}', ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'delete workflows' });
      workflows.remove(workflowOf(scope, params.workflowId).id);
      return response(204).empty();
    }),
    http.post('/workflow/activate/{orgId}/{workflowId}', async ({ request, params, response }) => {
      const scope = dsarScope(ctx, request, { ...params, write: 'change workflows' });
      const workflow = workflowOf(scope, params.workflowId);
      Object.assign(workflow, await request.json(), { updated_at: nowIso(state) });
      return response(200).json({ response: workflow });
    }),
  ];
}
