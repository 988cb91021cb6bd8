import type { Schemas } from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import {
  actorText,
  availabilityRows,
  availableText,
  billedLabel,
  billingHref,
  cardText,
  cartTargetText,
  couponLabel,
  featureRows,
  formatCyclePrice,
  formatDate,
  formatMoney,
  invoiceStatus,
  isLive,
  largerAllowance,
  licenceActionText,
  licenceUsage,
  limitRows,
  limitText,
  normaliseCoupon,
  pageCount,
  paymentReturn,
  planInclusions,
  pricingTabHref,
  purchaseRefusal,
  subscriptionProducts,
  subscriptionStatus,
  usageByProduct,
  usageView,
  withoutPaymentReturn,
} from '../src/pages/billing/billing-view.ts';
import { checkQuantity, EMPTY_QUANTITY_MESSAGE } from '../src/pages/billing/quantity.ts';
import { decide } from '../src/routing/navigation.ts';
import { PAYMENT_RETURN_PATH } from '../src/routing/route-table.ts';

type Subscription = Schemas['Subscription'];
type Licence = Schemas['Licence'];

const UTC = 'UTC';

function licence(id: number, extra: Partial<Licence> = {}): Licence {
  return {
    id,
    subscription_id: 1,
    product: 'cookieConsent',
    type: 0,
    product_name: 'Cookie Consent',
    plan_name: 'Essentials',
    tier: 'essentials',
    status: 'active',
    assigned_to: null,
    assigned_at: null,
    ...extra,
  };
}

const assigned = (id: number, name: string, extra: Partial<Licence> = {}): Licence =>
  licence(id, {
    assigned_to: { kind: 'property', id: 10 + id, name, organization_id: 1 },
    assigned_at: '2026-03-01T00:00:00.000Z',
    ...extra,
  });

function subscription(extra: Partial<Subscription> = {}): Subscription {
  return {
    id: 1,
    stripe_sub_id: 'sub_1',
    sub_item_id: 'si_1',
    status: 'active',
    plan: {
      id: 3,
      name: 'Essentials',
      product_name: 'Cookie Consent',
      type: 0,
      tier: 'essentials',
      price: 29,
      cycle: 'monthly',
      stripe_plan_id: 'price_cookieConsent_essentials_monthly',
    },
    quantity: 2,
    discount_percentage: 0,
    current_period_start: '2026-03-01T00:00:00.000Z',
    current_period_end: '2026-04-01T00:00:00.000Z',
    cancel_at_period_end: false,
    canceled_at: null,
    trial_end: null,
    created_at: '2026-03-01T00:00:00.000Z',
    licences: [assigned(1, 'Demo Store'), licence(2)],
    ...extra,
  };
}

describe('money and dates', () => {
  it('formats dollars with cents through Intl and rounds to cents', () => {
    expect(formatMoney(29)).toBe('$29.00');
    expect(formatMoney(1290)).toBe('$1,290.00');
    expect(formatMoney(26.1)).toBe('$26.10');
    expect(formatMoney(10.005)).toBe('$10.01');
    expect(formatMoney(12, 'eur')).toBe('€12.00');
  });

  it('says the price per cycle and the billing words of the pricing toggle', () => {
    expect(formatCyclePrice(29, 'monthly')).toBe('$29.00 / month');
    expect(formatCyclePrice(290, 'yearly')).toBe('$290.00 / year');
    expect(billedLabel('monthly')).toBe('Billed monthly');
    expect(billedLabel('yearly')).toBe('Billed annually');
  });

  it('writes dates in words and survives missing or broken ones', () => {
    expect(formatDate('2026-04-01T00:00:00.000Z', UTC)).toBe('1 April 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('links keep oid and pid', () => {
  it('uses the selection, else the current query', () => {
    expect(billingHref('/settings/billing/cart', { oid: 4, pid: 9 })).toBe(
      '/settings/billing/cart?oid=4&pid=9',
    );
    expect(billingHref('/settings/billing/cart', null, '?oid=2&pid=3&success=true')).toBe(
      '/settings/billing/cart?oid=2&pid=3',
    );
    expect(billingHref('/plans', null, '')).toBe('/plans');
  });

  it('opens the pricing page on the product tab and cycle', () => {
    expect(pricingTabHref(1, 'yearly', { oid: 4, pid: 9 })).toBe(
      '/settings/billing/pricing?plan_type=1&cycle=yearly&oid=4&pid=9',
    );
  });
});

describe('limits and usage', () => {
  it('shows -1 as Unlimited, 0 as not included', () => {
    expect(limitText(-1)).toBe('Unlimited');
    expect(limitText(0)).toBe('Not included');
    expect(limitText(100000)).toBe('100,000');
    expect(availableText(-1)).toBe('Unlimited');
    expect(availableText(0)).toBe('None left');
    expect(availableText(3)).toBe('3 left');
  });

  it('lists only the limits a plan includes', () => {
    const rows = limitRows({
      users: 2,
      forms: 0,
      workflows: 0,
      requests: 0,
      integrations: 0,
      pageviews: 500000,
      consents: 60000,
      scans: 2,
      sites: 1,
    });
    expect(rows.map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Users per organization: 2',
      'Sites: 1',
      'Pageviews per month: 500,000',
      'Consent records per month: 60,000',
      'Cookie scans per month: 2',
    ]);
  });

  it('turns a usage counter into a progress bar, warning from 80 % and full at the limit', () => {
    expect(usageView('Pageviews', { used: 500, limit: 1000, available: 500 }).bar).toEqual({
      value: 500,
      maxValue: 1000,
      valueLabel: '500 of 1,000',
      tone: 'primary',
    });
    expect(usageView('Pageviews', { used: 850, limit: 1000, available: 150 }).bar?.tone).toBe('warning');
    const over = usageView('Pageviews', { used: 1200, limit: 1000, available: 0 });
    expect(over.bar?.value).toBe(1000);
    expect(over.bar?.tone).toBe('error');
    expect(over.note).toBe('None left');
    const unlimited = usageView('Consents', { used: 1234, limit: -1, available: -1 });
    expect(unlimited.bar?.valueLabel).toBe('1,234 used · Unlimited');
    expect(unlimited.note).toBe('Unlimited');
    expect(usageView('Requests', { used: 0, limit: 0, available: 0 }).bar).toBeNull();
  });

  it('names features, keeps the larger allowance of two licences and says included for switches', () => {
    expect(largerAllowance(2, 5)).toBe(5);
    expect(largerAllowance(-1, 5)).toBe(-1);
    expect(
      featureRows([
        { feature: 'Domain Scan', quantity: 2 },
        { feature: 'Users Per Organization', quantity: 1 },
        { feature: 'Users Per Organization', quantity: -1 },
        { feature: 'Google vendors', quantity: 0 },
        { feature: 'Remove Powered By branding', quantity: 1 },
      ]),
    ).toEqual([
      { feature: 'Cookie scans per month', value: '2', included: true },
      { feature: 'Users per organization', value: 'Unlimited', included: true },
      { feature: 'Google vendors', value: 'Not included', included: false },
      { feature: 'Remove Powered By branding', value: 'Included', included: true },
    ]);
  });

  it('says what the organization may still add', () => {
    const rows = availabilityRows({
      user_limit: 5,
      user_available: 2,
      form_available: -1,
      request_available: 0,
      workflow_available: 4,
    });
    expect(rows.map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Users: 2 left',
      'Web forms: Unlimited',
      'Requests this month: None left',
      'Workflows: 4 left',
    ]);
    expect(rows[0]?.detail).toBe('Limit 5 per organization');
  });
});

describe('subscriptions', () => {
  it('knows which statuses keep licences working', () => {
    expect(isLive('trialing')).toBe(true);
    expect(isLive('active')).toBe(true);
    expect(isLive('past_due')).toBe(true);
    expect(isLive('canceled')).toBe(false);
    expect(isLive('incomplete')).toBe(false);
  });

  it('words the status badge: active, trial with its end, past due, cancels on a date, ended', () => {
    expect(subscriptionStatus(subscription(), UTC)).toEqual({
      label: 'Active',
      tone: 'success',
      detail: 'Renews on 1 April 2026.',
    });
    expect(
      subscriptionStatus(subscription({ status: 'trialing', trial_end: '2026-03-15T00:00:00.000Z' }), UTC),
    ).toEqual({ label: 'Trial', tone: 'info', detail: 'Free trial until 15 March 2026.' });
    expect(subscriptionStatus(subscription({ status: 'past_due' }), UTC).label).toBe('Past due');
    expect(subscriptionStatus(subscription({ cancel_at_period_end: true }), UTC)).toEqual({
      label: 'Cancels on 1 April 2026',
      tone: 'warning',
      detail: 'Access continues until 1 April 2026.',
    });
    expect(
      subscriptionStatus(
        subscription({
          status: 'canceled',
          canceled_at: '2026-04-01T00:00:00.000Z',
          cancel_at_period_end: true,
        }),
        UTC,
      ),
    ).toEqual({ label: 'Ended', tone: 'neutral', detail: 'Ended on 1 April 2026' });
  });

  it('dates the end of a subscription cancelled at period end by its period, not by the day it was cancelled', () => {
    // Cancelled on 24 November, the period ran to 24 December: the test clock then ended it.
    const ended = subscription({
      status: 'canceled',
      canceled_at: '2026-11-24T10:00:00.000Z',
      current_period_end: '2026-12-24T10:00:00.000Z',
      cancel_at_period_end: true,
    });
    expect(subscriptionStatus(ended, UTC).detail).toBe('Ended on 24 December 2026');
    // Cancelled at once (the provider ends it that day).
    expect(subscriptionStatus({ ...ended, cancel_at_period_end: false }, UTC).detail).toBe(
      'Ended on 24 November 2026',
    );
  });

  it('counts licences assigned out of the total', () => {
    expect(licenceUsage(subscription().licences)).toEqual({
      assigned: 1,
      total: 2,
      free: 1,
      label: '1 of 2 licences assigned',
    });
    expect(licenceUsage([licence(1)]).label).toBe('0 of 1 licence assigned');
  });

  it('sums assigned and free licences per product over live subscriptions, in product order', () => {
    const bundle = subscription({
      id: 2,
      plan: { ...subscription().plan, type: 11, name: 'Business', product_name: 'Bundle' },
      licences: [
        licence(5, { product: 'dsar', type: 1, product_name: 'DSAR' }),
        assigned(6, 'Shop'),
        licence(7),
        licence(8),
      ],
    });
    const ended = subscription({ id: 3, status: 'canceled', licences: [licence(9)] });
    expect(usageByProduct([bundle, subscription(), ended])).toEqual([
      { product: 'Cookie Consent', assigned: 2, free: 3 },
      { product: 'DSAR', assigned: 0, free: 1 },
    ]);
    expect(subscriptionProducts(bundle)).toEqual(['cookieConsent', 'dsar']);
  });

  it('lists what a plan includes per product from the catalogue limits', () => {
    const [cookie] = planInclusions(subscription());
    expect(cookie?.productName).toBe('Cookie Consent');
    expect(cookie?.licences).toBe(2);
    expect(cookie?.rows.find((r) => r.key === 'pageviews')?.value).toBe('500,000');
    // Without licences yet (e.g. a fresh trial row), the plan's own product.
    const [dsar] = planInclusions(
      subscription({
        plan: { ...subscription().plan, type: 1, product_name: 'DSAR' },
        licences: [],
        quantity: 1,
      }),
    );
    expect(dsar?.product).toBe('dsar');
    expect(dsar?.rows.find((r) => r.key === 'forms')?.value).toBe('2');
  });
});

describe('cart and checkout', () => {
  it('checks a typed quantity: the spec text when empty, never below 1', () => {
    expect(checkQuantity('')).toEqual({ ok: false, message: EMPTY_QUANTITY_MESSAGE });
    expect(EMPTY_QUANTITY_MESSAGE).toBe('Property/organization cannot be empty');
    expect(checkQuantity('0')).toEqual({ ok: false, message: 'Quantity cannot go below 1.' });
    expect(checkQuantity('1.5').ok).toBe(false);
    expect(checkQuantity('-2').ok).toBe(false);
    expect(checkQuantity('1001').ok).toBe(false);
    expect(checkQuantity(' 3 ')).toEqual({ ok: true, value: 3 });
  });

  it("names the item's licence target", () => {
    expect(cartTargetText({ type: 0, target: { kind: 'property', id: 3, name: 'Demo Store' } })).toBe(
      'for Demo Store',
    );
    expect(cartTargetText({ type: 11, target: null })).toBe('Assign the licences after purchase');
  });

  it('normalises promo codes to the contract pattern', () => {
    expect(normaliseCoupon(' welcome10 ')).toBe('WELCOME10');
    expect(normaliseCoupon('bad code!')).toBeNull();
    expect(normaliseCoupon('')).toBeNull();
    expect(couponLabel('WELCOME10', 10)).toBe('WELCOME10 — 10% off');
  });

  it('explains why organization roles cannot buy, and lets company roles', () => {
    expect(purchaseRefusal('Company Owner')).toBeNull();
    expect(purchaseRefusal('Company Administrator')).toBeNull();
    expect(purchaseRefusal('Organization Administrator')).toMatch(
      /^An Organization Administrator cannot buy/,
    );
    expect(purchaseRefusal('Organization View only')).not.toBeNull();
    expect(purchaseRefusal(null)).not.toBeNull();
  });
});

describe('return from payment', () => {
  it('reads success=true, success=false and type=manage', () => {
    expect(paymentReturn('?success=true')?.title).toBe('Payment received — your subscription is active');
    expect(paymentReturn('?success=false')?.title).toBe('Payment cancelled — nothing was charged');
    expect(paymentReturn('?type=manage')?.tone).toBe('info');
    expect(paymentReturn('?oid=1&pid=2')).toBeNull();
  });

  it('takes the return keys out of the query and keeps the selection', () => {
    expect(withoutPaymentReturn('?success=true&oid=1&pid=2')).toBe('?oid=1&pid=2');
    expect(withoutPaymentReturn('?type=manage')).toBe('');
  });

  it('the provider returns to /manage, which the route table sends to the manage page with its query', () => {
    const session = { loggedIn: true, hasOrganizationOrProperty: true, selection: null, access: null };
    expect(decide(PAYMENT_RETURN_PATH, '?success=true', session)).toEqual({
      kind: 'redirect',
      to: '/settings/billing/manage?success=true',
    });
  });
});

describe('history, invoices and card', () => {
  it('words licence events and who did them', () => {
    expect(licenceActionText('unassigned')).toBe('Released');
    expect(licenceActionText('trial_started')).toBe('Free trial started');
    expect(licenceActionText('cancel_scheduled')).toBe('Cancellation scheduled');
    expect(actorText('Ada Owner')).toBe('Ada Owner');
    expect(actorText(null)).toBe('Payment provider');
  });

  it('counts pages of a server-paged list', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('words invoice statuses and the card on file', () => {
    expect(invoiceStatus('paid')).toEqual({ label: 'Paid', tone: 'success' });
    expect(invoiceStatus('open').tone).toBe('warning');
    expect(cardText({ brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 })).toBe(
      'Visa ending 4242, expires 04/2030',
    );
  });
});
