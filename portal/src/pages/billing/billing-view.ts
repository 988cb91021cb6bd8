/**
 * What the billing pages show, as pure functions of the contract's data: money, dates, status words,
 * licence usage, limits and the texts of calls-billing-spec §4, §5 and §9. No React, no fetching, so the
 * node tests read them directly (portal/test/billing-pages.test.ts).
 */
import {
  canPurchasePlans,
  cents,
  GROUP_PRODUCT_NAME,
  isLiveSubscription,
  licenceLimits,
  licencesText,
  PLAN_TYPE,
  type PlanLimits,
  productOfType,
  type RoleName,
  type Schemas,
  UNLIMITED,
} from '@privacy-portal/sdk';
import { formatterFor } from '@privacy-portal/sdk/i18n';
import { BILLED_TEXT } from './cycle.ts';

type Subscription = Schemas['Subscription'];
type Licence = Schemas['Licence'];
type SubscriptionStatus = Schemas['SubscriptionStatus'];
type BillingCycle = Schemas['BillingCycle'];
type ProductKey = Schemas['ProductKey'];
type LicenceEvent = Schemas['LicenceEvent'];
type UsageCounter = Schemas['UsageCounter'];

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

// ---- links ------------------------------------------------------------------------------------

export { BILLING_PATHS, billingHref, pricingTabHref } from './billing-links.ts';

// ---- money and dates ---------------------------------------------------------------------------

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** '$1,290.00' — amounts are dollars with cents (brief: round to cents); other currencies by code. */
export function formatMoney(amount: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(code, format);
  }
  return format.format(cents(amount));
}

/** A price per billing cycle: '$29.00 / month', '$290.00 / year'. */
export function formatCyclePrice(amount: number, cycle: BillingCycle): string {
  return `${formatMoney(amount)} / ${cycle === 'yearly' ? 'year' : 'month'}`;
}

/** 'Billed monthly' / 'Billed annually' (the pricing toggle's words, §2). */
export function billedLabel(cycle: BillingCycle): string {
  return BILLED_TEXT[cycle];
}

export function cycleLabel(cycle: BillingCycle): string {
  return cycle === 'yearly' ? 'Yearly' : 'Monthly';
}

/** '21 November 2026'; `timeZone` for tests (the page shows the user's local date). */
export function formatDate(iso: string | null | undefined, timeZone?: string): string {
  return formatterFor('en').date(iso, 'long', timeZone ? { timeZone } : {});
}

/** '21 Nov 2026, 14:05' for history rows. */
export function formatDateTime(iso: string, timeZone?: string): string {
  return formatterFor('en').date(iso, 'shortDateTime', timeZone ? { timeZone } : {});
}

// ---- numbers and limits ------------------------------------------------------------------------

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A plan limit: -1 'Unlimited' (§9), 0 'Not included', n as a number. */
export function limitText(value: number): string {
  if (value === UNLIMITED) return 'Unlimited';
  if (value === 0) return 'Not included';
  return formatCount(value);
}

/** An available count (§3 plan record): -1 'Unlimited', 0 'None left', n 'n left'. */
export function availableText(value: number): string {
  if (value === UNLIMITED) return 'Unlimited';
  if (value <= 0) return 'None left';
  return `${formatCount(value)} left`;
}

const LIMIT_LABELS: Record<keyof PlanLimits, string> = {
  users: 'Users per organization',
  sites: 'Sites',
  pageviews: 'Pageviews per month',
  consents: 'Consent records per month',
  scans: 'Cookie scans per month',
  requests: 'Requests per month',
  forms: 'Web forms',
  workflows: 'Workflows',
  integrations: 'Integrations',
};

export interface LimitRow {
  key: keyof PlanLimits;
  label: string;
  value: string;
}

/** The limits a plan includes, in reading order; limits of 0 (not part of the product) are left out. */
export function limitRows(limits: PlanLimits): LimitRow[] {
  return (Object.keys(LIMIT_LABELS) as (keyof PlanLimits)[])
    .filter((key) => limits[key] !== 0)
    .map((key) => ({ key, label: LIMIT_LABELS[key], value: limitText(limits[key]) }));
}

export interface UsageView {
  label: string;
  /** Null when the plan does not include it (limit 0): no bar, a sentence instead. */
  bar: { value: number; maxValue: number; valueLabel: string; tone: 'primary' | 'warning' | 'error' } | null;
  note: string;
}

/** A usage counter as a ProgressBar: 'used of limit', unlimited shown as such, warning from 80 %. */
export function usageView(label: string, counter: UsageCounter): UsageView {
  if (counter.limit === 0) {
    return { label, bar: null, note: 'Not included in the plan of this selection' };
  }
  if (counter.limit === UNLIMITED) {
    return {
      label,
      bar: {
        value: 0,
        maxValue: 1,
        valueLabel: `${formatCount(counter.used)} used · Unlimited`,
        tone: 'primary',
      },
      note: 'Unlimited',
    };
  }
  const ratio = counter.used / counter.limit;
  const tone = ratio >= 1 ? 'error' : ratio >= 0.8 ? 'warning' : 'primary';
  return {
    label,
    bar: {
      value: Math.min(counter.used, counter.limit),
      maxValue: counter.limit,
      valueLabel: `${formatCount(counter.used)} of ${formatCount(counter.limit)}`,
      tone,
    },
    note: availableText(counter.available),
  };
}

// ---- subscriptions ----------------------------------------------------------------------------

/** A subscription's licences work while it is trialing, active or past due (the sdk rule the server applies). */
export const isLive: (status: SubscriptionStatus) => boolean = isLiveSubscription;

/** What one unit of a plan's quantity is: a bundle (type 11) or one product licence. */
export function quantityUnit(type: number): 'bundle' | 'licence' {
  return type === PLAN_TYPE.combo ? 'bundle' : 'licence';
}

export interface StatusView {
  label: string;
  tone: Tone;
  /** A sentence under the badge, e.g. when the trial ends or access stops. */
  detail: string | null;
}

/** The status badge of a subscription: trial with its end, active, past due, cancels on {date}, ended. */
export function subscriptionStatus(
  subscription: Pick<
    Subscription,
    'status' | 'cancel_at_period_end' | 'current_period_end' | 'trial_end' | 'canceled_at'
  >,
  timeZone?: string,
): StatusView {
  const end = formatDate(subscription.current_period_end, timeZone);
  switch (subscription.status) {
    case 'canceled': {
      // canceled_at is the day the cancellation was asked for; one at period end ends with the period.
      const endedOn =
        subscription.cancel_at_period_end || !subscription.canceled_at
          ? subscription.current_period_end
          : subscription.canceled_at;
      return { label: 'Ended', tone: 'neutral', detail: `Ended on ${formatDate(endedOn, timeZone)}` };
    }
    case 'incomplete':
      return {
        label: 'Payment incomplete',
        tone: 'warning',
        detail: 'The first payment has not gone through yet.',
      };
    default:
      break;
  }
  if (subscription.cancel_at_period_end) {
    return {
      label: `Cancels on ${end}`,
      tone: 'warning',
      detail: `Access continues until ${end}.`,
    };
  }
  if (subscription.status === 'trialing') {
    const trialEnd = formatDate(subscription.trial_end ?? subscription.current_period_end, timeZone);
    return { label: 'Trial', tone: 'info', detail: `Free trial until ${trialEnd}.` };
  }
  if (subscription.status === 'past_due') {
    return {
      label: 'Past due',
      tone: 'error',
      detail: 'The last payment failed. Update the card on file to keep the licences working.',
    };
  }
  return { label: 'Active', tone: 'success', detail: `Renews on ${end}.` };
}

/** The product words of a plan: 'Cookie Consent · Professional'. */
export function planTitle(plan: { product_name: string; name: string }): string {
  return `${plan.product_name} · ${plan.name}`;
}

export interface LicenceUsage {
  assigned: number;
  total: number;
  free: number;
  /** '2 of 3 licences assigned'. */
  label: string;
}

/** Licences used (assigned) and total of a subscription; a bundle counts every licence it grants. */
export function licenceUsage(licences: readonly Pick<Licence, 'assigned_to'>[]): LicenceUsage {
  const total = licences.length;
  const assigned = licences.filter((l) => l.assigned_to !== null).length;
  return {
    assigned,
    total,
    free: total - assigned,
    label: `${assigned} of ${licencesText(total)} assigned`,
  };
}

export interface ProductUsage {
  product: string;
  assigned: number;
  free: number;
}

const PRODUCT_ORDER: readonly ProductKey[] = ['cookieConsent', 'dsar', 'consentPreference', 'socialFortuna'];

/** Licences assigned and free per product over the live subscriptions (the manage page's chart). */
export function usageByProduct(subscriptions: readonly Subscription[]): ProductUsage[] {
  const byProduct = new Map<ProductKey, ProductUsage>();
  for (const subscription of subscriptions) {
    if (!isLive(subscription.status)) continue;
    for (const licence of subscription.licences) {
      const row = byProduct.get(licence.product) ?? { product: licence.product_name, assigned: 0, free: 0 };
      if (licence.assigned_to) row.assigned += 1;
      else row.free += 1;
      byProduct.set(licence.product, row);
    }
  }
  return PRODUCT_ORDER.flatMap((key) => {
    const row = byProduct.get(key);
    return row ? [row] : [];
  });
}

/** The product keys a subscription's licences cover (a bundle covers several). */
export function subscriptionProducts(subscription: Pick<Subscription, 'licences' | 'plan'>): ProductKey[] {
  const seen = new Set<ProductKey>(subscription.licences.map((l) => l.product));
  if (seen.size === 0) {
    const product = productOfType(subscription.plan.type);
    if (product) seen.add(product);
  }
  return PRODUCT_ORDER.filter((p) => seen.has(p));
}

export interface PlanInclusion {
  product: ProductKey;
  productName: string;
  /** Licences of this product the subscription grants. */
  licences: number;
  rows: LimitRow[];
}

/** What one subscription includes: per product, its licence count and each licence's limits. */
export function planInclusions(subscription: Subscription): PlanInclusion[] {
  return subscriptionProducts(subscription).map((product) => {
    const count = subscription.licences.filter((l) => l.product === product).length;
    return {
      product,
      productName: GROUP_PRODUCT_NAME[product],
      licences: count || subscription.quantity,
      rows: limitRows(licenceLimits(product, subscription.plan.tier)),
    };
  });
}

// ---- cart and checkout -------------------------------------------------------------------------

/** 'for Demo Store' — the organization or property the first licence goes to once paid. */
export function cartTargetText(item: Pick<Schemas['CartItem'], 'target' | 'type'>): string {
  if (item.target) return `for ${item.target.name}`;
  if (item.type === PLAN_TYPE.combo) return 'Assign the licences after purchase';
  return 'Assign the licence after purchase';
}

/** The contract's promo code pattern (CouponCode), checked before asking the server. */
const COUPON_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export function normaliseCoupon(text: string): string | null {
  const code = text.trim().toUpperCase();
  return COUPON_PATTERN.test(code) ? code : null;
}

export const INVALID_COUPON_MESSAGE = 'This promo code is not valid';

/** 'WELCOME10 — 10% off'. */
export function couponLabel(code: string, percentOff: number): string {
  return `${code} — ${formatCount(percentOff)}% off`;
}

/**
 * Why the role may not buy (§6): Organization Administrator and Organization View only cannot purchase;
 * null when the role may.
 */
export function purchaseRefusal(role: RoleName | null | undefined): string | null {
  if (canPurchasePlans(role)) return null;
  const who = role ? `An ${role}` : 'Your role';
  return `${who} cannot buy plans or change subscriptions. Ask a Company Owner or Company Administrator of your company to do it.`;
}

// ---- payment return ----------------------------------------------------------------------------

export interface PaymentReturn {
  tone: 'success' | 'info' | 'warning';
  title: string;
  message: string;
}

/**
 * The banner after coming back from the payment provider (§2 Billing routes): ?success=true,
 * ?success=false, or ?type=manage (back from the card update or the customer portal).
 */
export function paymentReturn(search: string): PaymentReturn | null {
  const query = new URLSearchParams(search);
  const success = query.get('success');
  if (success === 'true') {
    return {
      tone: 'success',
      title: 'Payment received — your subscription is active',
      message:
        'Your licences are listed below. A licence bought for an organization or property is already assigned to it; assign the others when you are ready.',
    };
  }
  if (success === 'false') {
    return {
      tone: 'warning',
      title: 'Payment cancelled — nothing was charged',
      message: 'Your cart is kept. You can review it and pay when you are ready.',
    };
  }
  if (query.get('type') === 'manage') {
    return {
      tone: 'info',
      title: 'Welcome back',
      message: 'Changes made at the payment provider show here once it confirms them.',
    };
  }
  return null;
}

/** The query without the payment-return keys, so a reload does not show the banner again. */
export function withoutPaymentReturn(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('success');
  query.delete('type');
  query.delete('session_id');
  const qs = query.toString();
  return qs ? `?${qs}` : '';
}

// ---- licence history ---------------------------------------------------------------------------

const ACTION_WORDS: Record<LicenceEvent['action'], string> = {
  purchased: 'Purchased',
  trial_started: 'Free trial started',
  assigned: 'Assigned',
  unassigned: 'Released',
  upgraded: 'Upgraded',
  quantity_changed: 'Quantity changed',
  cancel_scheduled: 'Cancellation scheduled',
  renewed: 'Renewed',
  status_changed: 'Status changed',
  ended: 'Ended',
};

export function licenceActionText(action: LicenceEvent['action']): string {
  return ACTION_WORDS[action];
}

/** Who did it: the member's name, or the payment provider for events it drove (renewal, end). */
export function actorText(actor: string | null): string {
  return actor ?? 'Payment provider';
}

/** Pages of a paged list. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const INVOICE_TONES: Record<Schemas['Invoice']['status'], Tone> = {
  draft: 'neutral',
  open: 'warning',
  paid: 'success',
  void: 'neutral',
  uncollectible: 'error',
};

const INVOICE_WORDS: Record<Schemas['Invoice']['status'], string> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

export function invoiceStatus(status: Schemas['Invoice']['status']): { label: string; tone: Tone } {
  return { label: INVOICE_WORDS[status], tone: INVOICE_TONES[status] };
}

/** 'Visa ending 4242, expires 04/2030'. */
export function cardText(card: Schemas['PaymentMethod']): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} ending ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}

// ---- plans page --------------------------------------------------------------------------------

/** Feature keys (§3) that carry an allowance; the others are switches (1 included, 0 not). */
const COUNTED_FEATURES: Record<string, string> = {
  'Domain Scan': 'Cookie scans per month',
  'Users Per Organization': 'Users per organization',
  'Consent Record Keeping': 'Consent records per month',
  Forms: 'Web forms',
  Workflow: 'Workflows',
  Requests: 'Requests per month',
  ConsentPreference: 'Consent Preference consents per month',
  socialFortuna: 'Social Fortuna sites',
};

export interface FeatureRow {
  feature: string;
  value: string;
  included: boolean;
}

/** The larger of two allowances, -1 (unlimited) being the largest. */
export function largerAllowance(a: number, b: number): number {
  return a === UNLIMITED || b === UNLIMITED ? UNLIMITED : Math.max(a, b);
}

/** The features of the selected pair's plans in words; the same feature from two licences shows the larger. */
export function featureRows(features: readonly Schemas['PlanFeature'][]): FeatureRow[] {
  const best = new Map<string, number>();
  for (const { feature, quantity } of features) {
    const held = best.get(feature);
    best.set(feature, held === undefined ? quantity : largerAllowance(held, quantity));
  }
  return [...best].map(([feature, quantity]) => {
    const counted = COUNTED_FEATURES[feature];
    if (counted !== undefined)
      return { feature: counted, value: limitText(quantity), included: quantity !== 0 };
    return { feature, value: quantity === 0 ? 'Not included' : 'Included', included: quantity !== 0 };
  });
}

export interface AvailabilityRow {
  label: string;
  value: string;
  detail: string | null;
}

/** Users, web forms, requests and workflows the selected organization may still add (§3, §5). */
export function availabilityRows(
  record: Pick<
    Schemas['PlanRecord'],
    'user_limit' | 'user_available' | 'form_available' | 'request_available' | 'workflow_available'
  >,
): AvailabilityRow[] {
  return [
    {
      label: 'Users',
      value: availableText(record.user_available),
      detail:
        record.user_limit === UNLIMITED
          ? 'No user limit'
          : `Limit ${formatCount(record.user_limit)} per organization`,
    },
    { label: 'Web forms', value: availableText(record.form_available), detail: null },
    { label: 'Requests this month', value: availableText(record.request_available), detail: null },
    { label: 'Workflows', value: availableText(record.workflow_available), detail: null },
  ];
}
