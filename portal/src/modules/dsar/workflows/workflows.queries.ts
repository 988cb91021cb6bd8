import { allPages, pageQuery } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { $api, dataOrThrow } from '../../../lib/queryClient.ts';

const WORKFLOWS = queryKey('get', '/workflow/{orgId}');
const WORKFLOW = queryKey('get', '/workflow/{orgId}/{workflowId}');
const AVAILABLE = queryKey('get', '/available/workflow/{orgId}');

/** GET /workflow/{orgId}: every workflow of the organization, by name. */
export function useWorkflows(oid: number | null) {
  return useQuery({
    queryKey: [...WORKFLOWS, oid],
    enabled: oid !== null,
    queryFn: async ({ signal }) =>
      (
        await dataOrThrow(
          allPages((after) =>
            api.GET('/workflow/{orgId}', {
              params: { path: { orgId: oid ?? 0 }, query: pageQuery(after) },
              signal,
            }),
          ),
        )
      ).response,
  });
}

/** GET /workflow/{orgId}/{workflowId}: one workflow, for the builder. */
export function useWorkflow(oid: number | null, id: number | null) {
  return $api.useQuery(
    'get',
    '/workflow/{orgId}/{workflowId}',
    { params: { path: { orgId: oid ?? 0, workflowId: id ?? 0 } } },
    { enabled: oid !== null && id !== null, select: (body) => body.response },
  );
}

/** GET /available/workflow: how many more workflows the plan allows (-1 unlimited). */
export function useAvailableWorkflows(oid: number | null) {
  return $api.useQuery(
    'get',
    '/available/workflow/{orgId}',
    { params: { path: { orgId: oid ?? 0 } } },
    { enabled: oid !== null, select: (body) => body.response },
  );
}

/** GET /dsar/request-filters: the organization's members, who may be a stage's default assignee. */
export function useAssignees(oid: number | null) {
  return $api.useQuery(
    'get',
    '/dsar/request-filters/{orgId}',
    { params: { path: { orgId: oid ?? 0 } } },
    { enabled: oid !== null, select: (body) => body.response.assignees },
  );
}

/** GET /workflow/name: whether a name is free in the organization (the workflow being edited excepted). */
export async function checkWorkflowName(
  oid: number,
  name: string,
  workflowId: number | null,
  signal?: AbortSignal,
): Promise<boolean> {
  const body = await dataOrThrow(
    api.GET('/workflow/name/{orgId}', {
      params: {
        path: { orgId: oid },
        query: workflowId === null ? { name } : { name, workflow_id: workflowId },
      },
      ...(signal ? { signal } : {}),
    }),
  );
  return body.response.available;
}

/**
 * The workflows' changes; each reloads what it makes stale: the list (activating one switches off the
 * other of its type), the workflow, and the plan's allowance (creating and deleting count).
 */
export function useWorkflowMutations() {
  const client = useQueryClient();
  const stale = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: WORKFLOWS }),
      client.invalidateQueries({ queryKey: WORKFLOW }),
      client.invalidateQueries({ queryKey: AVAILABLE }),
    ]);
  return {
    create: $api.useMutation('post', '/workflow/{orgId}', { onSuccess: stale }),
    update: $api.useMutation('put', '/workflow/{orgId}/{workflowId}', { onSuccess: stale }),
    remove: $api.useMutation('delete', '/workflow/{orgId}/{workflowId}', { onSuccess: stale }),
    activate: $api.useMutation('post', '/workflow/activate/{orgId}/{workflowId}', { onSuccess: stale }),
  };
}
