import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import type { Auth } from '../../access/access.ts';
import { dsarScope } from '../dsar.access.ts';
import {
  changeWorkflow,
  createWorkflow,
  getWorkflow,
  listWorkflows,
  removeWorkflow,
  setWorkflowActive,
  workflowNameAvailable,
} from './workflows.service.ts';

type Ops =
  | 'listWorkflows'
  | 'createWorkflow'
  | 'getWorkflow'
  | 'updateWorkflow'
  | 'deleteWorkflow'
  | 'activateWorkflow'
  | 'checkWorkflowName';

/** DSAR workflows of an organization: reads for every member who sees it, changes for writing roles. */
export function workflowsHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  return {
    listWorkflows: async ({ auth, params, query }) => {
      const { org } = await dsarScope(db, auth, { orgId: params.orgId });
      return { status: 200, body: await listWorkflows(db, org.id, query) };
    },

    createWorkflow: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'create workflows' });
      return { status: 201, body: { response: await createWorkflow(db, scope, body) } };
    },

    getWorkflow: async ({ auth, params }) => {
      const { org } = await dsarScope(db, auth, { orgId: params.orgId });
      return { status: 200, body: { response: await getWorkflow(db, org.id, params.workflowId) } };
    },

    updateWorkflow: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'change workflows' });
      return { status: 200, body: { response: await changeWorkflow(db, scope, params.workflowId, body) } };
    },

    deleteWorkflow: async ({ auth, params }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'delete workflows' });
      await removeWorkflow(db, scope, params.workflowId);
      return { status: 204 };
    },

    activateWorkflow: async ({ auth, params, body }) => {
      const scope = await dsarScope(db, auth, { orgId: params.orgId, write: 'change workflows' });
      return {
        status: 200,
        body: { response: await setWorkflowActive(db, scope, params.workflowId, body.active) },
      };
    },

    checkWorkflowName: async ({ auth, params, query }) => {
      const { org } = await dsarScope(db, auth, { orgId: params.orgId });
      return {
        status: 200,
        body: { response: await workflowNameAvailable(db, org.id, query.name, query.workflow_id) },
      };
    },
  };
}
