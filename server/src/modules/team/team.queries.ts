import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/users.queries.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export async function membershipsOf(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const rows = (await db('organization_members')
    .whereIn('user_id', userIds)
    .orderBy('organization_id')) as Array<{ user_id: number; organization_id: number }>;
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r.organization_id]);
  return map;
}

export function presentMember(row: UserRow, orgIds: number[]): Schemas['TeamMember'] {
  return {
    uid: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    role: row.role as Schemas['RoleName'],
    status: row.status,
    organization_ids: orgIds,
    invited_at: iso(row.invited_at),
    joined_at: iso(row.joined_at),
  };
}

/** Company members; with an organization, only those who work in it (company roles always do). */
export async function listMembers(
  db: Db,
  companyId: number,
  orgId?: number,
): Promise<Schemas['TeamMember'][]> {
  const q = db('users')
    .where({ company_id: companyId })
    .whereNotNull('role')
    .orderByRaw('lower(firstname), lower(lastname), id');
  if (orgId !== undefined) {
    q.where((w) =>
      w
        .whereIn('role', ['Company Owner', 'Company Administrator'])
        .orWhereIn('id', db('organization_members').select('user_id').where({ organization_id: orgId })),
    );
  }
  const rows = (await q) as UserRow[];
  const memberships = await membershipsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentMember(r, memberships.get(r.id) ?? []));
}

export async function countMembers(db: Db, companyId: number, orgId?: number): Promise<number> {
  return (await listMembers(db, companyId, orgId)).length;
}
