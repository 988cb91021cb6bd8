import { isEnterprisePrice, isFreePlan } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import { fieldError, forbidden, notFound } from '../../http/errors.ts';
import {
  findVisibleProperty,
  type OrganizationRow,
  type PropertyRow,
  visibleOrganizationIds,
} from '../access/access.queries.ts';
import {
  type Auth,
  accessibleOrganization,
  accessibleProperty,
  type Member,
  member,
} from '../access/access.ts';
import type { PlanRow } from './catalogue/catalogue.queries.ts';

/** Organization Administrators and View only users may look, not buy (calls-billing-spec §6). */
export function requirePurchase(m: Member, action: string): void {
  if (!m.role.canPurchase) throw forbidden(action);
}

/**
 * A plan that can go in a cart or start a trial: on sale (404 otherwise), not Enterprise (sales
 * handles it) and not free (nothing to pay). `field` names the request field in the 400.
 */
export function buyablePlan(plan: PlanRow | undefined, field: string): PlanRow {
  if (!plan?.active) throw notFound('Plan');
  if (isEnterprisePrice(plan.price)) throw fieldError(field, 'is an Enterprise plan: contact sales');
  if (isFreePlan({ name: plan.name, price: plan.price })) throw fieldError(field, 'is a free plan');
  return plan;
}

/**
 * Whose licences and subscriptions the member may read: null for the company roles (all of the
 * company's), else the ids of the member's organizations (a subquery). Billing is company business:
 * an organization's members see only what is assigned to their organizations and their properties.
 */
export function billingScope(db: Db, m: Member): ReturnType<typeof visibleOrganizationIds> | null {
  return m.role.scope === 'organization' ? visibleOrganizationIds(db, m) : null;
}

/** A property the member may see, by its id alone. */
export async function visibleProperty(db: Db, m: Member, pid: number): Promise<PropertyRow> {
  const row = await findVisibleProperty(db, m, pid);
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

/** The organization oid, or its property pid when given (404 otherwise), and the member asking. */
export async function scopeOf(db: Db, auth: Auth | null, oid: number, pid?: number) {
  const m = member(auth);
  if (pid === undefined) {
    const org = await accessibleOrganization(db, m, oid);
    return { m, orgId: org.id, propId: undefined };
  }
  const { org, property } = await accessibleProperty(db, m, oid, pid);
  return { m, orgId: org.id, propId: property.id };
}
