import type { components } from '@privacy-portal/sdk';
import { OPEN_STATUSES } from '@privacy-portal/sdk/dsar';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../../db/keyset.ts';

export type Workflow = components['schemas']['Workflow'];
export type WorkflowStage = components['schemas']['WorkflowStage'];
export type RequestType = components['schemas']['RequestType'];

export interface WorkflowRow {
  id: number;
  organization_id: number;
  name: string;
  request_type: RequestType | null;
  active: boolean;
  stages: WorkflowStage[] | string;
  requests: number | string;
  created_at: Date;
  updated_at: Date;
}

export interface WorkflowFields {
  name: string;
  request_type: RequestType | null;
  stages: WorkflowStage[];
}

const iso = (d: Date) => new Date(d).toISOString();

export function presentWorkflow(row: WorkflowRow): Workflow {
  return {
    id: row.id,
    organization_id: row.organization_id,
    name: row.name,
    request_type: row.request_type,
    active: row.active,
    stages: typeof row.stages === 'string' ? (JSON.parse(row.stages) as WorkflowStage[]) : row.stages,
    requests: Number(row.requests),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The workflow's columns with its open requests counted (index dsar_requests_workflow). */
function workflowColumns(db: Db) {
  return db('dsar_workflows as w').select(
    'w.id',
    'w.organization_id',
    'w.name',
    'w.request_type',
    'w.active',
    'w.stages',
    'w.created_at',
    'w.updated_at',
    db.raw(
      `(select count(*) from dsar_requests r where r.workflow_id = w.id and r.status in (${OPEN_STATUSES.map(() => '?').join(', ')}))::int as requests`,
      [...OPEN_STATUSES],
    ),
  );
}

const BY_NAME: Keyset = {
  parts: [
    { sql: 'lower(w.name)', type: 'text' },
    { sql: 'w.id', type: 'integer' },
  ],
};

export async function listWorkflowPage(
  db: Db,
  orgId: number,
  filter: { status?: 'active' | 'inactive' | undefined },
  paging: PageQuery,
): Promise<{ response: Workflow[]; page: PageInfo }> {
  const q = workflowColumns(db).where('w.organization_id', orgId);
  if (filter.status) q.andWhere('w.active', filter.status === 'active');
  const { rows, page } = await keysetPage<WorkflowRow>(q, BY_NAME, paging);
  return { response: rows.map(presentWorkflow), page };
}

export async function findWorkflow(db: Db, orgId: number, id: number): Promise<Workflow | undefined> {
  const row = (await workflowColumns(db).where({ 'w.id': id, 'w.organization_id': orgId }).first()) as
    | WorkflowRow
    | undefined;
  return row ? presentWorkflow(row) : undefined;
}

/** Whether another workflow of the organization has the name (case-insensitive). */
export async function workflowNameTaken(
  db: Db,
  orgId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const q = db('dsar_workflows')
    .where({ organization_id: orgId })
    .andWhereRaw('lower(name) = lower(?)', [name]);
  if (exceptId !== undefined) q.andWhereNot('id', exceptId);
  return (await q.first('id')) !== undefined;
}

export async function countWorkflows(db: Db, orgId: number): Promise<number> {
  const row = (await db('dsar_workflows').where({ organization_id: orgId }).count({ n: '*' }).first()) as {
    n: number | string;
  };
  return Number(row.n);
}

/**
 * Switches off the other active workflows of the same request type (null: the any-type one), so that
 * one workflow takes each type's new requests (the partial unique index dsar_workflows_active_type).
 */
export async function deactivateSameType(
  db: Db,
  orgId: number,
  requestType: RequestType | null,
  exceptId?: number,
): Promise<void> {
  const q = db('dsar_workflows').where({ organization_id: orgId, active: true });
  if (requestType === null) q.whereNull('request_type');
  else q.andWhere('request_type', requestType);
  if (exceptId !== undefined) q.andWhereNot('id', exceptId);
  await q.update({ active: false, updated_at: db.fn.now() });
}

export async function insertWorkflow(
  db: Db,
  orgId: number,
  fields: WorkflowFields,
  active = true,
): Promise<number> {
  const [row] = (await db('dsar_workflows')
    .insert({
      organization_id: orgId,
      name: fields.name,
      request_type: fields.request_type,
      active,
      stages: JSON.stringify(fields.stages),
    })
    .returning('id')) as Array<{ id: number }>;
  return (row as { id: number }).id;
}

export async function updateWorkflowRow(
  db: Db,
  orgId: number,
  id: number,
  patch: Partial<WorkflowFields> & { active?: boolean },
): Promise<boolean> {
  const { stages, ...rest } = patch;
  const changed = (await db('dsar_workflows')
    .where({ id, organization_id: orgId })
    .update({
      ...rest,
      ...(stages ? { stages: JSON.stringify(stages) } : {}),
      updated_at: db.fn.now(),
    })
    .returning('id')) as unknown[];
  return changed.length > 0;
}

export async function deleteWorkflowRow(db: Db, orgId: number, id: number): Promise<boolean> {
  // `returning`: knex-pglite answers a plain DELETE with an object, not the row count.
  const gone = (await db('dsar_workflows')
    .where({ id, organization_id: orgId })
    .delete()
    .returning('id')) as unknown[];
  return gone.length > 0;
}

/** Open requests (unverified, new, in progress) following the workflow. */
export async function openRequestsOf(db: Db, workflowId: number): Promise<number> {
  const row = (await db('dsar_requests')
    .where({ workflow_id: workflowId })
    .whereIn('status', OPEN_STATUSES)
    .count({ n: '*' })
    .first()) as { n: number | string };
  return Number(row.n);
}

/** Of these user ids, those who are members of the company that see the organization. */
export async function membersSeeingOrganization(
  db: Db,
  companyId: number,
  orgId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = (await db('users')
    .where({ company_id: companyId })
    .whereNotNull('role')
    .whereIn('id', userIds)
    .where((w) =>
      w
        .whereIn('role', ['Company Owner', 'Company Administrator'])
        .orWhereIn('id', db('organization_members').select('user_id').where({ organization_id: orgId })),
    )
    .select('id')) as Array<{ id: number }>;
  return new Set(rows.map((r) => r.id));
}

/**
 * The active workflow taking new requests of the type: the type's own, else the any-type one
 * (request_type null), else null.
 */
export async function workflowForType(
  db: Db,
  orgId: number,
  requestType: RequestType,
): Promise<Workflow | null> {
  const row = (await workflowColumns(db)
    .where({ 'w.organization_id': orgId, 'w.active': true })
    .where((w) => w.where('w.request_type', requestType).orWhereNull('w.request_type'))
    // The type's own first (nulls last), then the oldest.
    .orderByRaw('w.request_type is null, w.id')
    .first()) as WorkflowRow | undefined;
  return row ? presentWorkflow(row) : null;
}
