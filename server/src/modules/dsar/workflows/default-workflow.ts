/**
 * The workflow an organization starts with (made when its first form is created; its name and five
 * stages are the sdk's DEFAULT_WORKFLOW_NAME and DEFAULT_WORKFLOW_STAGES), and the lookup of the
 * workflow a new request follows.
 */
import { DEFAULT_WORKFLOW_NAME, DEFAULT_WORKFLOW_STAGES } from '@privacy-portal/sdk/dsar';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/errors.ts';
import { consume, organizationScope } from '../../billing/limits/limits.service.ts';
import { countWorkflows, findWorkflow, insertWorkflow, type Workflow } from './workflows.queries.ts';

/**
 * Creates the standard any-type workflow when the organization has no workflow yet, counted against
 * the plan's workflows; does nothing (null) when it has one, or when the plan allows no more
 * workflows. Safe inside the caller's transaction: it works in a savepoint of its own, so a parallel
 * call that made the workflow first (a unique violation) is a quiet null too.
 */
export async function ensureDefaultWorkflow(db: Db, orgId: number): Promise<Workflow | null> {
  if ((await countWorkflows(db, orgId)) > 0) return null;
  const org = (await db('organizations').where({ id: orgId }).first('company_id')) as
    | { company_id: number }
    | undefined;
  if (!org) return null;
  try {
    const id = await db.transaction(async (trx) => {
      await consume(trx, organizationScope(org.company_id, orgId), 'workflows');
      return insertWorkflow(
        trx,
        orgId,
        {
          name: DEFAULT_WORKFLOW_NAME,
          request_type: null,
          stages: DEFAULT_WORKFLOW_STAGES.map((s) => ({ ...s, tasks: [...s.tasks] })),
        },
        true,
      );
    });
    return (await findWorkflow(db, orgId, id)) ?? null;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'limit_reached') return null;
    if ((err as { code?: string }).code === '23505') return null;
    throw err;
  }
}

/** The active workflow for a new request of the type (also exported by workflows.queries.ts). */
export { workflowForType } from './workflows.queries.ts';
