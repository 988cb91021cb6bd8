import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import {
  accessibleOrganization,
  accessibleProperty,
  type Member,
  type OrganizationRow,
  type PropertyRow,
  visibleOrganizationIds,
} from '../access/access.ts';

/** Organization Administrators and View only users may look, not buy (calls-billing-spec §6). */
export function requirePurchase(m: Member, action: string): void {
  if (!m.role.canPurchase) throw forbidden(action);
}

/** A property the member may see, by its id alone. */
export async function visibleProperty(db: Db, m: Member, pid: number): Promise<PropertyRow> {
  const row = (await db('properties')
    .where({ id: pid })
    .whereIn('organization_id', visibleOrganizationIds(db, m))
    .first()) as PropertyRow | undefined;
  if (!row) throw notFound('Property');
  return row;
}

/** The organization and property named by oid / pid (a pid is looked up inside its oid). */
export async function selectedScope(
  db: Db,
  m: Member,
  oid: number | undefined,
  pid: number | undefined,
): Promise<{ org?: OrganizationRow; property?: PropertyRow }> {
  if (oid !== undefined && pid !== undefined) return accessibleProperty(db, m, oid, pid);
  if (oid !== undefined) return { org: await accessibleOrganization(db, m, oid) };
  if (pid !== undefined) {
    const property = await visibleProperty(db, m, pid);
    return { property, org: await accessibleOrganization(db, m, property.organization_id) };
  }
  return {};
}
