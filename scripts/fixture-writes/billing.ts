import type { FixtureWrite } from '../record-fixtures.writes.ts';
import { writesOf } from './write.ts';

const w = writesOf('billing');

/**
 * The billing writes the recorder makes, in order (see record-fixtures.writes.ts): a Cookie Consent
 * Essentials line (plan 5) for Demo Blog into the cart, changed, removed, added again and paid with
 * the test provider; DSAR's subscription changed and cancelled, Cookie Consent's upgraded; a trial of Cookie
 * Consent Professional (plan 7) for Demo Clinic; licences moved.
 */
export const BILLING_WRITES: FixtureWrite[] = [
  w('post', '/enterprise-plan/request', '/enterprise-plan/request', {
    email_id: 'owner@demo.test',
    product_name: ['DSAR'],
  }),
  w('post', '/cart', '/cart', { id: 5, quantity: 1, oid: 1, pid: 2 }),
  w('put', '/cart/update', '/cart/update', { id: 1, quantity: 2 }),
  w('delete', '/cart/{id}', '/cart/1'),
  w('post', '/cart', '/cart', { id: 5, quantity: 2, oid: 1, pid: 2 }),
  w('post', '/billing/checkout/session', '/billing/checkout/session', { coupon_code: 'WELCOME10' }),
  w('post', '/unassign/license/property', '/unassign/license/property', { licence_id: 2 }),
  w('post', '/assign/license/property', '/assign/license/property', { licence_id: 2, property_id: 1 }),
  w('post', '/unassign/license/organization', '/unassign/license/organization', { licence_id: 1 }),
  w('post', '/assign/license/organization', '/assign/license/organization', {
    licence_id: 1,
    organization_id: 1,
  }),
  w('post', '/billing/subscription/update', '/billing/subscription/update', {
    subscription_id: 1,
    quantity: 2,
  }),
  w('post', '/billing/upgrade/plan', '/billing/upgrade/plan', {
    stripe_sub_id: 'sub_demo_cookie',
    prev_stripe_plan_id: 'price_cookieConsent_professional_monthly',
    new_stripe_plan_id: 'price_cookieConsent_professional_yearly',
    sub_item_id: 'si_demo_cookie',
    quantity: 1,
  }),
  w('post', '/billing/subscription/cancel', '/billing/subscription/cancel', { subscription_id: 1 }),
  w('post', '/billing/checkout/trialsession', '/billing/checkout/trialsession', {
    plan_id: 7,
    oid: 2,
    pid: 3,
  }),
  w('post', '/billing/customerportal/session', '/billing/customerportal/session'),
  // Left in the cart for the reads made after the writes (record-fixtures.requests.ts).
  w('post', '/cart', '/cart', { id: 15, quantity: 2, oid: 2 }),
  w('post', '/billing/update/card/session', '/billing/update/card/session'),
];
