import {
  GROUP_PRODUCT_NAME,
  GROUP_TYPE,
  isLiveSubscription,
  licenceCounts,
  licenceScope,
  PROPERTY_PRODUCT_NAMES,
  type Schemas,
} from '@privacy-portal/sdk';
import type { Member } from './http.ts';
import { subscriptionPlan } from './seed.ts';
import type { MockLicence, MockState, MockSubscription } from './state.ts';

// What is left here serves Cookie Consent's and DSAR's own handlers (their licence checks), until
// those answer from the recordings too; the billing operations themselves are replayed.

type Target = Schemas['LicenceTarget'];

/** The active licences an organization (DSAR) or a property holds. */
export const heldLicences = (
  state: Omit<MockState, 'reset'>,
  kind: Target['kind'],
  id: number,
): MockLicence[] =>
  state.licences.list(
    (l) => l.status === 'active' && l.assigned_to?.kind === kind && l.assigned_to.id === id,
  );

/**
 * The licence flags the organizations and properties of the company show (`org_license_id`,
 * `name` = the property's products), after a licence moved.
 */
export function showHoldings(state: Omit<MockState, 'reset'>, companyId: number): void {
  for (const o of state.organizations.list((o) => o.cID === companyId)) {
    o.org_license_id = heldLicences(state, 'organization', o.id)[0]?.id ?? null;
    o.org_license_assigned = o.org_license_id !== null;
    for (const p of state.properties.list((p) => p.organization_id === o.id)) {
      const products = heldLicences(state, 'property', p.property_id).map(
        (l) => PROPERTY_PRODUCT_NAMES[l.product as keyof typeof PROPERTY_PRODUCT_NAMES],
      );
      p.name = products.length ? products : null;
      p.license_assigned = products.length > 0;
    }
  }
}

/** A paid subscription of `plan` and its licences, the first one on the target (the demo's seed). */
export function subscribe(
  state: Omit<MockState, 'reset'>,
  m: Pick<Member, 'companyId' | 'user'>,
  o: {
    plan: Schemas['Plan'];
    quantity: number;
    percentOff: number;
    trial: boolean;
    target: Target | null;
    at?: string;
  },
): MockSubscription {
  const start = o.at ?? state.now().toISOString();
  const end = new Date(new Date(start).getTime() + (o.trial ? 14 : 30) * 86_400_000).toISOString();
  const subscription = state.subscriptions.create((id) => ({
    id,
    company_id: m.companyId,
    stripe_sub_id: `sub_test_${String(id).padStart(6, '0')}`,
    sub_item_id: `si_test_${String(id).padStart(6, '0')}`,
    status: o.trial ? 'trialing' : 'active',
    plan: subscriptionPlan(o.plan),
    quantity: o.quantity,
    discount_percentage: o.percentOff,
    current_period_start: start,
    current_period_end: end,
    cancel_at_period_end: false,
    canceled_at: null,
    trial_end: o.trial ? end : null,
    created_at: start,
  }));
  for (const [product, n] of licenceCounts(o.plan, o.quantity)) {
    for (let i = 0; i < n; i++) {
      const assigned = i === 0 && o.target && licenceScope(product) === o.target.kind ? o.target : null;
      state.licences.create((id) => ({
        id,
        company_id: m.companyId,
        subscription_id: subscription.id,
        product,
        type: GROUP_TYPE[product],
        product_name: GROUP_PRODUCT_NAME[product],
        plan_name: o.plan.name,
        tier: o.plan.tier,
        status: 'active',
        assigned_to: assigned,
        assigned_at: assigned ? start : null,
      }));
    }
  }
  showHoldings(state, m.companyId);
  return subscription;
}

export const isLive = (s: MockSubscription): boolean => isLiveSubscription(s.status);
