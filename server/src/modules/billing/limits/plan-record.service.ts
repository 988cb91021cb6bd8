/**
 * The plan record (calls-billing-spec §3 "Plan record"): what an organization and one of its
 * properties may do, from their licences. Every number comes from limits.service.ts, the same functions
 * the /available/* operations and the creating modules use.
 */
import {
  licenceFeatures,
  licenceLimits,
  mergeFeatures,
  type ProductKey,
  type Schemas,
} from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { money } from '../catalogue/catalogue.queries.ts';
import { type ActiveLicenceRow, organizationDsarLicence, propertyLicences } from './limits.queries.ts';
import { availableFrom, organizationScope, propertyScope, userLimits } from './limits.service.ts';

/**
 * One product's licence as a PlanDetail. The plan fields are the subscription's plan: for a licence
 * that came from a bundle, plan_name is the bundle's name ('Business') and product_name 'Bundle';
 * the limits are the product's at the bundle's tier (licenceLimits).
 */
export function planDetail(l: ActiveLicenceRow): Schemas['PlanDetail'] {
  return {
    licence_id: l.licence_id,
    subscription_id: l.subscription_id,
    plan_name: l.plan_name,
    product_name: l.plan_product_name,
    tier: l.tier,
    price: money(l.price),
    cycle: l.cycle,
    status: l.status,
    limits: licenceLimits(l.product, l.tier),
  };
}

const NONE: Schemas['UsageCounter'] = { used: 0, limit: 0, available: 0 };

/**
 * The plan record of the organization (oid) and, when given, its property (pid; the caller checked
 * that it belongs to the organization). plan_details.dsar is the organization's DSAR licence, the
 * others the property's licences (null when not held). `features` merges the licenceFeatures of
 * those licences; without pid they are the DSAR licence's only (empty: no DSAR access, as
 * hasDsarAccess reads it). user_* are the organization's; form/request/workflow_available come
 * from its DSAR licence and the counters; usage.pageviews/consents/scans are the property's this
 * month (zero without pid), usage.requests the organization's.
 */
export async function planRecord(
  db: Db,
  companyId: number,
  orgId: number,
  propId?: number,
): Promise<Schemas['PlanRecord']> {
  const org = organizationScope(companyId, orgId);
  const prop = propId === undefined ? undefined : propertyScope(companyId, propId);
  const [dsar, property, users] = await Promise.all([
    organizationDsarLicence(db, companyId, orgId),
    propId === undefined ? Promise.resolve([]) : propertyLicences(db, companyId, propId),
    userLimits(db, companyId, orgId),
  ]);
  const { forms, requests, workflows } = await availableFrom(
    db,
    org,
    ['forms', 'requests', 'workflows'],
    dsar ? [dsar] : [],
  );
  const { pageviews, consents, scans } = prop
    ? await availableFrom(db, prop, ['pageviews', 'consents', 'scans'], property)
    : { pageviews: NONE, consents: NONE, scans: NONE };
  const byProduct = (product: ProductKey) => property.find((l) => l.product === product);
  const held = [dsar, ...property].filter((l): l is ActiveLicenceRow => l !== undefined);
  const detail = (l: ActiveLicenceRow | undefined) => (l ? planDetail(l) : null);
  return {
    plan_details: {
      dsar: detail(dsar),
      cookieConsent: detail(byProduct('cookieConsent')),
      consentPreference: detail(byProduct('consentPreference')),
      socialFortuna: detail(byProduct('socialFortuna')),
    },
    features: mergeFeatures(held.map((l) => licenceFeatures(l.product, l.tier))),
    user_limit: users.user_limit,
    user_available: users.user_available,
    form_available: forms.available,
    request_available: requests.available,
    workflow_available: workflows.available,
    usage: { pageviews, consents, scans, requests },
  };
}
