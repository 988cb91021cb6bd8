/**
 * Who may use Cookie Consent on a property, checked first by every handler of the module, in the
 * server's order (server/src/modules/cookieConsent/cookieConsent.access.ts): the property must be one
 * the member sees (another company's is a 404), a write needs a writing role (403), the property
 * must hold a live Cookie Consent licence (409 subscription_inactive, whose 'Subscription' opens the
 * licence-status modal) and a tier feature needs its tier (409 upgrade_required).
 */
import type { PlanTier, Schemas } from '@privacy-portal/sdk';
import {
  DEFAULT_BANNER_CONFIG,
  NO_COOKIE_CONSENT_SUBSCRIPTION,
  type TierFeature,
  tierAllows,
  upgradeMessage,
} from '@privacy-portal/sdk/cookie-consent';
import { heldLicences, isLive } from '../billing.ts';
import { forbidden, MockApiError } from '../errors.ts';
import { found, type HandlerContext, type Member } from '../http.ts';
import type { MockState } from '../state.ts';
import { propertyOf, visibleOrganizations } from '../tenancy.ts';
import { demoCategories } from './demo.ts';

export interface CookieConsentScope {
  m: Member;
  property: Schemas['Property'];
  /** The tier of the property's Cookie Consent licence. */
  tier: PlanTier;
}

export interface ScopeRequest {
  /** The organization when the path names it: the property must belong to it. */
  orgId?: number | string;
  propId: number | string;
  /** What the caller does, for the role refusal; absent for reads. */
  write?: string;
  feature?: TierFeature;
}

/** The tier of the live Cookie Consent licence the property holds, or null. */
export function cookieConsentTier(state: Omit<MockState, 'reset'>, propertyId: number): PlanTier | null {
  const licence = heldLicences(state, 'property', propertyId).find((l) => {
    const subscription = state.subscriptions.get(l.subscription_id);
    return l.product === 'cookieConsent' && subscription !== undefined && isLive(subscription);
  });
  return licence?.tier ?? null;
}

/** 409 upgrade_required naming the feature (and the body field that asked for it). */
export function upgradeRequired(feature: TierFeature, field?: string): MockApiError {
  return new MockApiError(
    409,
    'upgrade_required',
    upgradeMessage(feature),
    field
      ? [{ in: 'body', field, reason: `needs the plan with ${feature.replaceAll('_', ' ')}` }]
      : undefined,
  );
}

export function requireFeature(tier: PlanTier, feature: TierFeature, field?: string): void {
  if (!tierAllows(tier, feature)) throw upgradeRequired(feature, field);
}

/**
 * What a licensed property always has, made on first use as the server does: the five default
 * categories, Auto Cookie Blocking (off) and a banner draft from the defaults.
 */
export function ensureCookieConsent(state: MockState, propertyId: number): void {
  const cc = state.cookieConsent;
  if (!cc.categories.find((c) => c.property_id === propertyId && c.key !== null)) {
    // The server's five defaults, as the demo property got them.
    for (const row of demoCategories().filter((c) => c.key !== null))
      cc.categories.create((id) => ({ ...row, id, property_id: propertyId }));
  }
  if (!cc.blocking.get(propertyId)) {
    cc.blocking.create(() => ({
      property_id: propertyId,
      enabled: false,
      updated_at: state.now().toISOString(),
    }));
  }
  if (!cc.banners.get(propertyId)) {
    cc.banners.create(() => ({
      property_id: propertyId,
      draft: structuredClone(DEFAULT_BANNER_CONFIG),
      draft_updated_at: null,
      active_version_id: null,
      last_version: 0,
    }));
  }
}

/** The checks of every Cookie Consent operation; then the property has its defaults. */
export function cookieConsentScope(
  { state, member }: Pick<HandlerContext, 'state' | 'member'>,
  request: Request,
  req: ScopeRequest,
): CookieConsentScope {
  const m = member(request);
  const propId = Number(req.propId);
  const property =
    req.orgId === undefined
      ? found(
          state.properties.find(
            (p) =>
              p.property_id === propId &&
              visibleOrganizations(state, m).some((o) => o.id === p.organization_id),
          ),
          'Property',
        )
      : propertyOf(state, m, Number(req.orgId), propId).property;
  if (req.write && !m.role.canWrite) throw forbidden(req.write);
  const tier = cookieConsentTier(state, property.property_id);
  if (!tier) throw new MockApiError(409, 'subscription_inactive', NO_COOKIE_CONSENT_SUBSCRIPTION);
  if (req.feature) requireFeature(tier, req.feature);
  ensureCookieConsent(state, property.property_id);
  return { m, property, tier };
}
