/**
 * DSAR workflows: the stages (with tasks, a default assignee, a due day and the e-mail a stage sends)
 * a request of a type goes through. Workflows count against the plan's workflows (a lifetime counter,
 * given back on delete). One active workflow takes each request type's new requests, and one active
 * any-type workflow (request_type null) the types without their own: activating a workflow switches
 * off the other active one of its type (the partial unique index dsar_workflows_active_type holds it).
 * A request keeps the stages it was created with, so editing a workflow never changes open requests.
 */
import { DSAR_CONFLICTS, DSAR_REASONS } from '@privacy-portal/sdk/dsar';
import type { Db } from '../../../db/database.ts';
import type { PageQuery } from '../../../db/keyset.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { consume, release } from '../../billing/limits/limits.service.ts';
import type { DsarScope } from '../dsar.access.ts';
import {
  deactivateSameType,
  deleteWorkflowRow,
  findWorkflow,
  insertWorkflow,
  listWorkflowPage,
  membersSeeingOrganization,
  openRequestsOf,
  updateWorkflowRow,
  type Workflow,
  type WorkflowFields,
  type WorkflowStage,
  workflowNameTaken,
} from './workflows.queries.ts';

export interface WorkflowInput {
  name: string;
  request_type: WorkflowFields['request_type'];
  stages: WorkflowStage[];
}

const bodyError = (field: string, reason: string) =>
  new ApiError(400, 'validation_failed', `body.${field} ${reason}`, [{ in: 'body', field, reason }]);

const nameTaken = (name: string) =>
  new ApiError(409, 'name_taken', DSAR_REASONS.workflowNameTakenMessage(name), [
    { in: 'body', field: 'name', reason: DSAR_REASONS.workflowNameTaken },
  ]);

const activeRace = () => new ApiError(409, 'conflict', DSAR_CONFLICTS.workflowActivatedMeanwhile);

/** A unique violation as the 409 of its index (name or one-active-per-type); anything else rethrown. */
function uniqueViolation(err: unknown, name: string): never {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505') {
    const which = `${e.constraint ?? ''} ${e.message ?? ''}`;
    if (which.includes('dsar_workflows_name')) throw nameTaken(name);
    if (which.includes('dsar_workflows_active_type')) throw activeRace();
  }
  throw err;
}

/** The input trimmed and checked beyond the schema: names and tasks not blank, assignees who see the organization. */
async function checkedFields(db: Db, scope: DsarScope, input: WorkflowInput): Promise<WorkflowFields> {
  const name = input.name.trim();
  if (!name) throw bodyError('name', DSAR_REASONS.blank);
  const stages = input.stages.map((s, i): WorkflowStage => {
    const stageName = s.name.trim();
    if (!stageName) throw bodyError(`stages[${i}].name`, DSAR_REASONS.blank);
    const tasks = s.tasks.map((t, j) => {
      const title = t.trim();
      if (!title) throw bodyError(`stages[${i}].tasks[${j}]`, DSAR_REASONS.blank);
      return title;
    });
    return { name: stageName, tasks, assignee_id: s.assignee_id, due_days: s.due_days, template: s.template };
  });
  const assignees = [...new Set(stages.map((s) => s.assignee_id).filter((id): id is number => id !== null))];
  const members = await membersSeeingOrganization(db, scope.m.companyId, scope.org.id, assignees);
  stages.forEach((s, i) => {
    if (s.assignee_id !== null && !members.has(s.assignee_id)) {
      throw bodyError(`stages[${i}].assignee_id`, DSAR_REASONS.stageAssignee);
    }
  });
  return { name, request_type: input.request_type, stages };
}

export function listWorkflows(
  db: Db,
  orgId: number,
  query: PageQuery & { workflow_status?: 'active' | 'inactive' | undefined },
) {
  return listWorkflowPage(
    db,
    orgId,
    { status: query.workflow_status },
    { limit: query.limit, after: query.after },
  );
}

export async function getWorkflow(db: Db, orgId: number, id: number): Promise<Workflow> {
  const found = await findWorkflow(db, orgId, id);
  if (!found) throw notFound('Workflow');
  return found;
}

/** Creates an active workflow, counted in the same transaction (a failed insert counts nothing). */
export async function createWorkflow(db: Db, scope: DsarScope, input: WorkflowInput): Promise<Workflow> {
  const fields = await checkedFields(db, scope, input);
  if (await workflowNameTaken(db, scope.org.id, fields.name)) throw nameTaken(fields.name);
  const id = await db
    .transaction(async (trx) => {
      await consume(trx, scope.limits, 'workflows');
      await deactivateSameType(trx, scope.org.id, fields.request_type);
      return insertWorkflow(trx, scope.org.id, fields, true);
    })
    .catch((err: unknown) => uniqueViolation(err, fields.name));
  return getWorkflow(db, scope.org.id, id);
}

export async function changeWorkflow(
  db: Db,
  scope: DsarScope,
  id: number,
  input: WorkflowInput,
): Promise<Workflow> {
  const current = await getWorkflow(db, scope.org.id, id);
  const fields = await checkedFields(db, scope, input);
  if (await workflowNameTaken(db, scope.org.id, fields.name, id)) throw nameTaken(fields.name);
  const changed = await db
    .transaction(async (trx) => {
      // An active workflow moved to another type takes that type over.
      if (current.active && fields.request_type !== current.request_type) {
        await deactivateSameType(trx, scope.org.id, fields.request_type, id);
      }
      return updateWorkflowRow(trx, scope.org.id, id, fields);
    })
    .catch((err: unknown) => uniqueViolation(err, fields.name));
  // Deleted by a parallel request between the read and the write.
  if (!changed) throw notFound('Workflow');
  return getWorkflow(db, scope.org.id, id);
}

export async function setWorkflowActive(
  db: Db,
  scope: DsarScope,
  id: number,
  active: boolean,
): Promise<Workflow> {
  const current = await getWorkflow(db, scope.org.id, id);
  if (current.active === active) return current;
  const changed = await db
    .transaction(async (trx) => {
      if (active) await deactivateSameType(trx, scope.org.id, current.request_type, id);
      return updateWorkflowRow(trx, scope.org.id, id, { active });
    })
    .catch((err: unknown) => uniqueViolation(err, current.name));
  if (!changed) throw notFound('Workflow');
  return getWorkflow(db, scope.org.id, id);
}

/** Deletes a workflow no open request follows and gives its count back. */
export async function removeWorkflow(db: Db, scope: DsarScope, id: number): Promise<void> {
  await getWorkflow(db, scope.org.id, id);
  const open = await openRequestsOf(db, id);
  if (open > 0) {
    throw new ApiError(409, 'conflict', DSAR_CONFLICTS.workflowInUse(open));
  }
  await db.transaction(async (trx) => {
    if (!(await deleteWorkflowRow(trx, scope.org.id, id))) throw notFound('Workflow');
    await release(trx, scope.limits, 'workflows');
  });
}

/** Whether the name is free in the organization (the workflow being edited excepted). */
export async function workflowNameAvailable(
  db: Db,
  orgId: number,
  name: string,
  exceptId?: number,
): Promise<{ name: string; available: boolean }> {
  const trimmed = name.trim();
  return {
    name: trimmed,
    available: trimmed !== '' && !(await workflowNameTaken(db, orgId, trimmed, exceptId)),
  };
}
