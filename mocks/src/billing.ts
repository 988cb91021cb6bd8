import {
  cents,
  GROUP_PRODUCT_NAME,
  GROUP_TYPE,
  isLiveSubscription,
  largerLimit,
  licenceCounts,
  licenceFeatures,
  licenceLimits,
  licenceScope,
  licencesText,
  lineTotal,
  mergeFeatures,
  PROPERTY_PRODUCT_NAMES,
  type ProductKey,
  productOfType,
  promoTotals,
  remainingOf,
  type Schemas,
} from '@privacy-portal/sdk';
import { type DsarMetric, dsarUsed } from './dsar/access.ts';
import type { Member } from './http.ts';
import { subscriptionPlan } from './seed.ts';
import type { MockCartItem, MockLicence, MockOrganization, MockState, MockSubscription } from './state.ts';

/** A row as the contract shows it: without the company it belongs to. */
export const shown = <T extends { company_id: number }>({
  company_id: _c,
  ...row
}: T): Omit<T, 'company_id'> => row;

export const presentSubscription = (state: MockState, s: MockSubscription): Schemas['Subscription'] => ({
  ...shown(s),
  licences: state.licences.list((l) => l.subscription_id === s.id).map(shown),
});

export const presentCart = (state: MockState, companyId: number): Schemas['Cart'] => {
  const items = state.cart.list((i) => i.company_id === companyId).map(shown);
  return { items, count: items.length, subtotal: cents(items.reduce((sum, i) => sum + i.priceTotal, 0)) };
};

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

/** Where a licence of the plan would go: the organization (DSAR) or the property of the selection. */
export function targetOf(state: MockState, plan: Schemas['Plan'], oid?: number, pid?: number): Target | null {
  const product = productOfType(plan.type);
  if (!product) return null;
  if (licenceScope(product) === 'organization') {
    const o = oid === undefined ? undefined : state.organizations.get(oid);
    return o ? { kind: 'organization', id: o.id, name: o.orgname, organization_id: o.id } : null;
  }
  const p = pid === undefined ? undefined : state.properties.get(pid);
  return p
    ? { kind: 'property', id: p.property_id, name: p.property_name, organization_id: p.organization_id }
    : null;
}

export function cartItem(
  state: MockState,
  m: Member,
  plan: Schemas['Plan'],
  unit: number,
  target: Target | null,
): MockCartItem {
  return state.cart.create((id) => ({
    id,
    company_id: m.companyId,
    plan_id: plan.id,
    name: plan.name,
    product_name: plan.product_name,
    type: plan.type,
    cycle: plan.cycle,
    price: plan.price,
    priceTotal: lineTotal(plan.price, unit),
    unit,
    target: target && { kind: target.kind, id: target.id, name: target.name },
  }));
}

/**
 * A paid (or trial) subscription of `plan`: its licences, the first one on the target, an invoice
 * and the history line. What a completed checkout leaves behind, without the payment in between.
 */
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
  let count = 0;
  for (const [product, n] of licenceCounts(o.plan, o.quantity)) {
    for (let i = 0; i < n; i++, count++) {
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
  if (!o.trial) {
    const total = promoTotals(lineTotal(o.plan.price, o.quantity), o.percentOff).total;
    state.invoices.create((id) => ({
      id,
      company_id: m.companyId,
      number: `TEST-${String(id).padStart(5, '0')}`,
      status: 'paid',
      description: `${o.plan.name} ${o.plan.product_name} × ${o.quantity}`,
      amount_due: cents(total),
      amount_paid: cents(total),
      currency: 'usd',
      created_at: start,
      period_start: start,
      period_end: end,
    }));
  }
  logEvent(state, m, subscription, o.trial ? 'trial_started' : 'purchased', null, licencesText(count), start);
  showHoldings(state, m.companyId);
  return subscription;
}

export function logEvent(
  state: Omit<MockState, 'reset'>,
  m: Pick<Member, 'companyId' | 'user'>,
  s: MockSubscription,
  action: Schemas['LicenceEvent']['action'],
  licence: MockLicence | null,
  detail: string,
  at = state.now().toISOString(),
): void {
  state.events.create((id) => ({
    id,
    company_id: m.companyId,
    licence_id: licence?.id ?? null,
    subscription_id: s.id,
    action,
    product_name: licence?.product_name ?? s.plan.product_name,
    plan_name: s.plan.name,
    target_name: licence?.assigned_to?.name ?? null,
    actor_name: `${m.user.firstname} ${m.user.lastname}`,
    detail,
    created_at: at,
  }));
}

const usersLimit = (licences: MockLicence[]) =>
  licences.length
    ? licences.map((l) => licenceLimits(l.product, l.tier).users).reduce(largerLimit)
    : licenceLimits('cookieConsent', 'free').users;

/** The user limit of an organization (its licences and its properties') or of the company. */
export function availableUsers(state: MockState, companyId: number, organization?: MockOrganization) {
  const propertyIds = organization
    ? state.properties.list((p) => p.organization_id === organization.id).map((p) => p.property_id)
    : [];
  const licences = organization
    ? state.licences.list(
        (l) =>
          l.status === 'active' &&
          ((l.assigned_to?.kind === 'organization' && l.assigned_to.id === organization.id) ||
            (l.assigned_to?.kind === 'property' && propertyIds.includes(l.assigned_to.id))),
      )
    : state.licences.list((l) => l.company_id === companyId && l.status === 'active');
  const users = state.users.list((u) =>
    organization
      ? u.organization_ids.includes(organization.id)
      : u.cID === companyId && u.role === 'Company Administrator',
  ).length;
  const limit = usersLimit(licences);
  return { user_limit: limit, user_available: remainingOf(limit, users), users };
}

/** What the licence of `product` held by the organization or property allows (DSAR's use counted from its rows). */
export function available(
  state: MockState,
  kind: Target['kind'],
  id: number,
  product: ProductKey,
  metric: 'forms' | 'requests' | 'workflows' | 'scans' | 'pageviews' | 'consents',
): Schemas['Available'] {
  const licence = heldLicences(state, kind, id).find((l) => l.product === product);
  const limit = licence
    ? licenceLimits(product, licence.tier)[metric]
    : product === 'cookieConsent'
      ? licenceLimits(product, 'free')[metric]
      : 0;
  const used = product === 'dsar' && isDsarMetric(metric) ? dsarUsed(state, id, metric) : 0;
  return { limit, used, available: remainingOf(limit, used) };
}

const isDsarMetric = (metric: string): metric is DsarMetric =>
  metric === 'forms' || metric === 'requests' || metric === 'workflows';

const planDetail = (state: MockState, l: MockLicence | undefined): Schemas['PlanDetail'] | null => {
  const s = l && state.subscriptions.get(l.subscription_id);
  if (!l || !s) return null;
  return {
    licence_id: l.id,
    subscription_id: s.id,
    plan_name: s.plan.name,
    product_name: l.product_name,
    tier: l.tier,
    price: s.plan.price,
    cycle: s.plan.cycle,
    status: s.status,
    limits: licenceLimits(l.product, l.tier),
  };
};

/** GET /billing/plan/allowed-features from the licences the organization and property hold (sdk limits). */
export function planRecord(
  state: MockState,
  organization: MockOrganization,
  propertyId: number | null,
): Schemas['PlanRecord'] {
  const held = [
    ...heldLicences(state, 'organization', organization.id),
    ...(propertyId ? heldLicences(state, 'property', propertyId) : []),
  ];
  const of = (product: ProductKey) => held.find((l) => l.product === product);
  const counter = (a: Schemas['Available']) => ({ used: a.used, limit: a.limit, available: a.available });
  const onProperty = (metric: 'pageviews' | 'consents' | 'scans') =>
    propertyId
      ? counter(available(state, 'property', propertyId, 'cookieConsent', metric))
      : { used: 0, limit: 0, available: 0 };
  const dsar = (metric: 'forms' | 'requests' | 'workflows') =>
    available(state, 'organization', organization.id, 'dsar', metric);
  const users = availableUsers(state, organization.cID, organization);
  return {
    plan_details: {
      dsar: planDetail(state, of('dsar')),
      cookieConsent: planDetail(state, of('cookieConsent')),
      consentPreference: planDetail(state, of('consentPreference')),
      socialFortuna: planDetail(state, of('socialFortuna')),
    },
    features: mergeFeatures(held.map((l) => licenceFeatures(l.product, l.tier))),
    user_limit: users.user_limit,
    user_available: users.user_available,
    form_available: dsar('forms').available,
    request_available: dsar('requests').available,
    workflow_available: dsar('workflows').available,
    usage: {
      pageviews: onProperty('pageviews'),
      consents: onProperty('consents'),
      scans: onProperty('scans'),
      requests: counter(dsar('requests')),
    },
  };
}

export const isLive = (s: MockSubscription): boolean => isLiveSubscription(s.status);
