import { GROUP_PRODUCT_NAME, licenceScope, type ProductKey } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { type LicenceRow, recordLicenceEvent } from './licences.queries.ts';

export interface Target {
  kind: 'organization' | 'property';
  id: number;
  name: string;
}

export async function targetOf(db: Db, kind: Target['kind'], id: number): Promise<Target | undefined> {
  const row = await db(kind === 'organization' ? 'organizations' : 'properties')
    .where({ id })
    .first('name');
  return row ? { kind, id, name: row.name as string } : undefined;
}

/** Whether the target already holds a licence of the product (the unique indexes say the same). */
export async function targetHasLicence(db: Db, product: ProductKey, target: Target): Promise<boolean> {
  const q = db('licences').where({ product });
  q.where(target.kind === 'organization' ? 'organization_id' : 'property_id', target.id);
  return Boolean(await q.first('id'));
}

/**
 * Assigns a free licence; false (nothing written) when it is no longer free. The check is part of
 * the update, so of parallel assignments of one licence exactly one lands and writes history.
 */
export async function assignLicence(
  db: Db,
  licence: LicenceRow,
  target: Target,
  ctx: { actorId: number | null; planName: string },
): Promise<boolean> {
  const updated = await db('licences')
    .where({ id: licence.id })
    .whereNull('organization_id')
    .whereNull('property_id')
    .update({
      organization_id: target.kind === 'organization' ? target.id : null,
      property_id: target.kind === 'property' ? target.id : null,
      assigned_at: new Date(),
    });
  if (!updated) return false;
  await recordLicenceEvent(db, {
    companyId: licence.company_id,
    subscriptionId: licence.subscription_id,
    licenceId: licence.id,
    action: 'assigned',
    productName: GROUP_PRODUCT_NAME[licence.product],
    planName: ctx.planName,
    targetName: target.name,
    actorId: ctx.actorId,
  });
  return true;
}

/** Frees an assigned licence; false (nothing written) when it was already free. */
export async function unassignLicence(
  db: Db,
  licence: LicenceRow,
  ctx: { actorId: number | null; planName: string; targetName: string | null; detail?: string },
): Promise<boolean> {
  const updated = await db('licences')
    .where({ id: licence.id })
    .where((q) => q.whereNotNull('organization_id').orWhereNotNull('property_id'))
    .update({ organization_id: null, property_id: null, assigned_at: null });
  if (!updated) return false;
  await recordLicenceEvent(db, {
    companyId: licence.company_id,
    subscriptionId: licence.subscription_id,
    licenceId: licence.id,
    action: 'unassigned',
    productName: GROUP_PRODUCT_NAME[licence.product],
    planName: ctx.planName,
    targetName: ctx.targetName,
    actorId: ctx.actorId,
    ...(ctx.detail ? { detail: ctx.detail } : {}),
  });
  return true;
}

/**
 * After a purchase or trial: the first free licence of each product goes to the chosen organization
 * (DSAR) or property (the others), when that target has no licence of the product yet.
 */
export async function assignToTargets(
  db: Db,
  licences: LicenceRow[],
  targets: { organization?: Target | undefined; property?: Target | undefined },
  ctx: { actorId: number | null; planName: string },
): Promise<void> {
  const products = [...new Set(licences.map((l) => l.product))];
  for (const product of products) {
    const target = licenceScope(product) === 'organization' ? targets.organization : targets.property;
    if (!target) continue;
    const free = licences.find((l) => l.product === product && !l.organization_id && !l.property_id);
    if (!free || (await targetHasLicence(db, product, target))) continue;
    await assignLicence(db, free, target, ctx);
  }
}
