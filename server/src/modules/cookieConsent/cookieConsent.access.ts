/**
 * Who may use Cookie Consent on a property, checked at the top of every operation of the module:
 * the property must be one the member sees (another company's is a 404), writes need a writing role,
 * the property must hold a live Cookie Consent licence (else the 'Subscription' refusal that opens
 * the licence-status modal, spec §8), and a tier feature needs its tier (409 upgrade_required).
 */
import type { PlanTier } from '@privacy-portal/sdk';
import {
  NO_COOKIE_CONSENT_SUBSCRIPTION,
  type TierFeature,
  tierAllows,
  upgradeMessage,
} from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../db/database.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { findOrganizationProperty, findVisibleProperty, type PropertyRow } from '../access/access.queries.ts';
import { type Auth, accessibleOrganization, type Member, member, requireWrite } from '../access/access.ts';
import { propertyLicences } from '../billing/limits/limits.queries.ts';

export interface CookieConsentScope {
  m: Member;
  property: PropertyRow;
  /** The tier of the property's Cookie Consent licence. */
  tier: PlanTier;
}

export interface ScopeRequest {
  /** The organization when the path names it: the property must belong to it. */
  orgId?: number;
  propId: number;
  /** What the caller does, for the role refusal; absent for reads. */
  write?: string;
  feature?: TierFeature;
}

export async function cookieConsentScope(
  db: Db,
  auth: Auth | null,
  req: ScopeRequest,
): Promise<CookieConsentScope> {
  const m = member(auth);
  let property: PropertyRow | undefined;
  if (req.orgId === undefined) {
    property = await findVisibleProperty(db, m, req.propId);
  } else {
    const org = await accessibleOrganization(db, m, req.orgId);
    property = await findOrganizationProperty(db, org.id, req.propId);
  }
  if (!property) throw notFound('Property');
  if (req.write) requireWrite(m, req.write);
  const licence = (await propertyLicences(db, m.companyId, property.id)).find(
    (l) => l.product === 'cookieConsent',
  );
  if (!licence) throw new ApiError(409, 'subscription_inactive', NO_COOKIE_CONSENT_SUBSCRIPTION);
  if (req.feature) requireFeature(licence.tier, req.feature);
  return { m, property, tier: licence.tier };
}

/** 409 upgrade_required naming the feature when the tier lacks it. */
export function requireFeature(tier: PlanTier, feature: TierFeature, field?: string): void {
  if (tierAllows(tier, feature)) return;
  throw new ApiError(
    409,
    'upgrade_required',
    upgradeMessage(feature),
    field
      ? [{ in: 'body', field, reason: `needs the plan with ${feature.replaceAll('_', ' ')}` }]
      : undefined,
  );
}
