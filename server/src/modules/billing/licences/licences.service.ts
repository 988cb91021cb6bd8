/**
 * Assigning and releasing licences: the rules (the right scope, a live subscription, one licence of
 * a product per target), the licence history and the entitlements the guards read.
 */
import { GROUP_PRODUCT_NAME, isLiveSubscription, licenceScope, type Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import type { Member } from '../../access/access.ts';
import { requirePurchase } from '../billing-access.ts';
import { syncEntitlements } from '../limits/entitlements.service.ts';
import {
  claimLicence,
  findLicenceView,
  freeLicence,
  type LicenceRow,
  type LicenceView,
  presentLicence,
  recordLicenceEvent,
  type Target,
  targetHasLicence,
} from './licences.queries.ts';

export type { Target } from './licences.queries.ts';

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
  if (!(await claimLicence(db, licence.id, target))) return false;
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
  if (!(await freeLicence(db, licence.id))) return false;
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

/** The company's licence (404 otherwise). */
export async function licenceOf(db: Db, m: Member, id: number): Promise<LicenceView> {
  const licence = await findLicenceView(db, m.companyId, id);
  if (!licence) throw notFound('Licence');
  return licence;
}

const scopeWord = (kind: Target['kind']) => (kind === 'organization' ? 'an organization' : 'a property');

/** A member's assignment of a licence to an organization or property (calls-billing-spec §6). */
export async function assignByMember(
  db: Db,
  m: Member,
  licence: LicenceView,
  target: Target,
): Promise<Schemas['Licence']> {
  requirePurchase(m, 'assign licences');
  if (licenceScope(licence.product) !== target.kind) {
    throw new ApiError(
      409,
      'licence_product_mismatch',
      `This is a ${GROUP_PRODUCT_NAME[licence.product]} licence: assign it to ${scopeWord(licenceScope(licence.product))}`,
    );
  }
  if (!isLiveSubscription(licence.sub_status))
    throw new ApiError(409, 'subscription_ended', 'The subscription of this licence has ended');
  const inUse = () =>
    new ApiError(409, 'licence_in_use', 'This licence is already assigned; unassign it first');
  if (licence.organization_id || licence.property_id) throw inUse();
  const taken = () =>
    new ApiError(
      409,
      'already_licensed',
      `${target.name} already has a ${GROUP_PRODUCT_NAME[licence.product]} licence`,
    );
  if (await targetHasLicence(db, licence.product, target)) throw taken();
  await db
    .transaction(async (trx) => {
      // Another request assigned it since it was read: one of them lands, the other is told.
      if (!(await assignLicence(trx, licence, target, { actorId: m.user.id, planName: licence.plan_name })))
        throw inUse();
      await syncEntitlements(trx, m.companyId);
    })
    .catch((err: unknown) => {
      if ((err as { code?: string }).code === '23505') throw taken();
      throw err;
    });
  return presentLicence(await licenceOf(db, m, licence.id));
}

/** A member's release of a licence from its organization or property; a free one stays free. */
export async function unassignByMember(
  db: Db,
  m: Member,
  licence: LicenceView,
  kind: Target['kind'],
): Promise<Schemas['Licence']> {
  requirePurchase(m, 'unassign licences');
  if (licenceScope(licence.product) !== kind) {
    throw new ApiError(
      409,
      'licence_product_mismatch',
      `This is a ${GROUP_PRODUCT_NAME[licence.product]} licence, not one of ${scopeWord(kind)}`,
    );
  }
  if (licence.organization_id || licence.property_id) {
    await db.transaction(async (trx) => {
      await unassignLicence(trx, licence, {
        actorId: m.user.id,
        planName: licence.plan_name,
        targetName: licence.prop_name ?? licence.org_name,
      });
      await syncEntitlements(trx, m.companyId);
    });
  }
  return presentLicence(await licenceOf(db, m, licence.id));
}
