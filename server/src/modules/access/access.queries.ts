import type { Db } from '../../db/database.ts';
import type { Member } from './access.ts';

export interface OrganizationRow {
  id: number;
  company_id: number;
  name: string;
  description: string;
  country: string;
  org_license_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface PropertyRow {
  id: number;
  organization_id: number;
  company_id: number;
  name: string;
  url: string;
  active: boolean;
  is_default: boolean;
  products: string[];
  form_status: boolean;
  form_isactive: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Ids of the organizations the member may see: all of the company's for company roles (a subquery). */
export function visibleOrganizationIds(db: Db, m: Member) {
  const q = db('organizations').select('id').where({ company_id: m.companyId });
  if (m.role.scope === 'organization') {
    q.whereIn('id', db('organization_members').select('organization_id').where({ user_id: m.user.id }));
  }
  return q;
}

/** The organization when the member may see it. */
export async function findVisibleOrganization(
  db: Db,
  m: Member,
  orgId: number,
): Promise<OrganizationRow | undefined> {
  return (await db('organizations')
    .where({ id: orgId })
    .whereIn('id', visibleOrganizationIds(db, m))
    .first()) as OrganizationRow | undefined;
}

/** The property of that organization. */
export async function findOrganizationProperty(
  db: Db,
  orgId: number,
  propId: number,
): Promise<PropertyRow | undefined> {
  return (await db('properties').where({ id: propId, organization_id: orgId }).first()) as
    | PropertyRow
    | undefined;
}

/** A property of an organization the member may see, by its id alone. */
export async function findVisibleProperty(db: Db, m: Member, pid: number): Promise<PropertyRow | undefined> {
  return (await db('properties')
    .where({ id: pid })
    .whereIn('organization_id', visibleOrganizationIds(db, m))
    .first()) as PropertyRow | undefined;
}
