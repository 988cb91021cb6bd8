import { type RoleCapabilities, roleCapabilities } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import { ApiError, forbidden, invalidToken, notFound } from '../../http/errors.ts';
import type { SessionRow } from '../auth/tokens.ts';
import type { UserRow } from '../users/users.queries.ts';
import {
  findOrganizationProperty,
  findVisibleOrganization,
  type OrganizationRow,
  type PropertyRow,
} from './access.queries.ts';

/** Who is calling: resolved once per request from the bearer token. */
export interface Auth {
  user: UserRow;
  session: SessionRow;
  /** The staff member's email while the session is an impersonation. */
  impersonatedBy?: string;
}

export interface Member {
  user: UserRow;
  companyId: number;
  role: RoleCapabilities;
  session: SessionRow;
}

/** The caller of a private operation (the contract's security already demanded a token). */
export function authenticated(auth: Auth | null): Auth {
  if (!auth) throw invalidToken();
  return auth;
}

/** The caller as a member of a company; registration and staff-only sessions are refused. */
export function member(auth: Auth | null): Member {
  if (!auth) throw invalidToken();
  const role = roleCapabilities(auth.user.role);
  if (!auth.user.company_id || !role) throw forbidden('use a company account');
  return { user: auth.user, companyId: auth.user.company_id, role, session: auth.session };
}

export function requireWrite(m: Member, action: string): void {
  if (!m.role.canWrite) throw forbidden(action);
}
export function requireCompanyAdmin(m: Member, action: string): void {
  if (!m.role.canManageCompany) throw forbidden(action);
}
export function requireTeamManager(m: Member, action: string): void {
  if (!m.role.canManageTeam) throw forbidden(action);
}

/** The organization if the member may see it; another company's (or an unassigned one) is a 404. */
export async function accessibleOrganization(db: Db, m: Member, orgId: number): Promise<OrganizationRow> {
  const org = await findVisibleOrganization(db, m, orgId);
  if (!org) throw notFound('Organization');
  return org;
}

export async function accessibleProperty(
  db: Db,
  m: Member,
  orgId: number,
  propId: number,
): Promise<{ org: OrganizationRow; property: PropertyRow }> {
  const org = await accessibleOrganization(db, m, orgId);
  const property = await findOrganizationProperty(db, org.id, propId);
  if (!property) throw notFound('Property');
  return { org, property };
}

/** Unique-violation (23505) as a 409 naming the field; anything else is rethrown. */
export function conflictOnDuplicate(err: unknown, field: string, message: string): never {
  if ((err as { code?: string }).code === '23505') {
    throw new ApiError(409, 'name_taken', message, [{ in: 'body', field, reason: 'is already used' }]);
  }
  throw err;
}
