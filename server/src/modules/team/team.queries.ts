import type { RoleName, Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../db/keyset.ts';
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

const BY_NAME: Keyset = {
  parts: [
    { sql: 'lower(users.firstname)', type: 'text' },
    { sql: 'lower(users.lastname)', type: 'text' },
    { sql: 'users.id', type: 'integer' },
  ],
};

/** One page of company members by name; with an organization, only those who work in it (company roles always do). */
export async function listMembers(
  db: Db,
  companyId: number,
  paging: PageQuery,
  orgId?: number,
): Promise<{ response: Schemas['TeamMember'][]; page: PageInfo }> {
  const q = db('users').select('users.*').where({ company_id: companyId }).whereNotNull('role');
  if (orgId !== undefined) {
    q.where((w) =>
      w
        .whereIn('role', ['Company Owner', 'Company Administrator'])
        .orWhereIn('id', db('organization_members').select('user_id').where({ organization_id: orgId })),
    );
  }
  const { rows, page } = await keysetPage<UserRow>(q, BY_NAME, paging);
  const memberships = await membershipsOf(
    db,
    rows.map((r) => r.id),
  );
  return { response: rows.map((r) => presentMember(r, memberships.get(r.id) ?? [])), page };
}

/**
 * Whether taking the target's ownership away leaves the company without an active owner. Owner rows
 * are locked (inside the caller's transaction) so that two owners demoting each other cannot both succeed.
 */
async function leavesNoOwner(trx: Db, target: UserRow): Promise<boolean> {
  if (target.role !== 'Company Owner' || target.status !== 'active') return false;
  const owners = (await trx('users')
    .where({ company_id: target.company_id, role: 'Company Owner', status: 'active' })
    .forUpdate()
    .select('id')) as Array<{ id: number }>;
  return owners.every((o) => o.id === target.id);
}

export async function insertInvitedUser(
  db: Db,
  input: {
    email: string;
    firstname: string;
    lastname: string;
    role: RoleName;
    organizationIds: number[];
    companyId: number;
    invitedBy: number;
  },
): Promise<UserRow> {
  return db.transaction(async (trx) => {
    const [row] = (await trx('users')
      .insert({
        email: input.email,
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        company_id: input.companyId,
        role: input.role,
        status: 'invited',
        invited_by: input.invitedBy,
        invited_at: trx.fn.now(),
      })
      .returning('*')) as UserRow[];
    if (row && input.organizationIds.length) {
      await trx('organization_members').insert(
        input.organizationIds.map((organization_id) => ({ user_id: row.id, organization_id })),
      );
    }
    return row as UserRow;
  });
}

/** The new role and organizations, unless it would leave the company without an owner. */
export async function changeMemberRole(
  db: Db,
  target: UserRow,
  role: RoleName,
  organizationIds: number[],
): Promise<'changed' | 'last_owner'> {
  return db.transaction(async (trx) => {
    if (role !== 'Company Owner' && (await leavesNoOwner(trx, target))) return 'last_owner' as const;
    await trx('users').where({ id: target.id }).update({ role, updated_at: trx.fn.now() });
    await trx('organization_members').where({ user_id: target.id }).delete();
    if (organizationIds.length) {
      await trx('organization_members').insert(
        organizationIds.map((organization_id) => ({ user_id: target.id, organization_id })),
      );
    }
    return 'changed' as const;
  });
}

/** Deletes the member (their sessions and memberships go with them), unless they are the last owner. */
export async function removeMember(db: Db, target: UserRow): Promise<'removed' | 'last_owner'> {
  return db.transaction(async (trx) => {
    if (await leavesNoOwner(trx, target)) return 'last_owner' as const;
    await trx('users').where({ id: target.id }).delete();
    return 'removed' as const;
  });
}
