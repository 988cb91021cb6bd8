/**
 * What the billing code needs from a payment provider. Two implementations: Stripe (when
 * STRIPE_SECRET_KEY is set) and the built-in test provider. Both describe subscriptions, invoices and
 * events in Stripe's shape, so one event path (events.service.ts) applies them.
 */
import type { PlanRow } from '../catalogue/catalogue.queries.ts';

export type ProviderName = 'stripe' | 'test';

/** The parts of a Stripe subscription the billing code reads (seconds since the epoch, like Stripe). */
export interface ProviderSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at?: number | null;
  trial_end: number | null;
  /** Older Stripe API versions and the test provider; newer ones keep the periods on the items. */
  current_period_start?: number;
  current_period_end?: number;
  metadata: Record<string, string>;
  /** Test provider only: the subscription's percentage discount (Stripe: from the checkout session). */
  discount?: { coupon?: { percent_off?: number | null } | null } | null;
  items: {
    data: Array<{
      id: string;
      quantity?: number;
      current_period_start?: number;
      current_period_end?: number;
      price: { id: string; lookup_key?: string | null };
    }>;
  };
}

export interface ProviderInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  number: string | null;
  status: string | null;
  description?: string | null;
  /** Cents, as Stripe sends them. */
  amount_due: number;
  amount_paid: number;
  currency: string;
  created: number;
  period_start: number;
  period_end: number;
  hosted_invoice_url?: string | null;
  /** Older API versions and the test provider … */
  subscription?: string | null;
  /** … newer ones. */
  parent?: { subscription_details?: { subscription?: string | null } | null } | null;
  lines?: { data?: Array<{ description?: string | null }> };
}

export interface ProviderCheckoutSession {
  id: string;
  object: 'checkout.session';
  customer: string | null;
  subscription?: string | null;
  metadata: Record<string, string> | null;
}

export type BillingEvent =
  | { id: string; type: 'checkout.session.completed'; data: { object: ProviderCheckoutSession } }
  | {
      id: string;
      type:
        | 'customer.subscription.created'
        | 'customer.subscription.updated'
        | 'customer.subscription.deleted';
      data: { object: ProviderSubscription };
    }
  | { id: string; type: 'invoice.paid' | 'invoice.payment_failed'; data: { object: ProviderInvoice } }
  /** Anything else a webhook may carry: recorded as seen, otherwise ignored. */
  | { id: string; type: string; data: { object: unknown } };

/** A line of the order as frozen at checkout. */
export interface OrderLine {
  plan: PlanRow;
  quantity: number;
}

export interface CheckoutInput {
  /** Our checkout id; the provider echoes it in the metadata of the session and its subscriptions. */
  checkoutId: string;
  companyId: number;
  customerId: string | null;
  email: string;
  lines: OrderLine[];
  couponCode: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** Which provider subscription (and item) a change is about. */
export interface SubscriptionRef {
  subscriptionId: string;
  itemId: string;
}

export interface Coupon {
  code: string;
  percent_off: number;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** A payment page for the order; returns where the browser goes. */
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Closes a payment page that was not paid (its order was replaced); one already closed is fine. */
  expireCheckout(sessionId: string): Promise<void>;
  /** A trial subscription without a card (creates the customer when there is none yet). */
  startTrial(input: {
    companyId: number;
    customerId: string | null;
    email: string;
    plan: PlanRow;
    trialDays: number;
    metadata: Record<string, string>;
  }): Promise<ProviderSubscription>;
  customerPortalUrl(input: { customerId: string; companyId: number; returnUrl: string }): Promise<string>;
  cardUpdateUrl(input: { customerId: string; companyId: number; returnUrl: string }): Promise<string>;
  changeQuantity(ref: SubscriptionRef, quantity: number): Promise<ProviderSubscription>;
  /** Moves the item to another price, prorated; the quantity may change with it. */
  changePlan(ref: SubscriptionRef, plan: PlanRow, quantity: number): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(ref: SubscriptionRef): Promise<ProviderSubscription>;
  /** A live promo code, or null when it is unknown, inactive or expired. */
  findCoupon(code: string): Promise<Coupon | null>;
  /** Checks the signature over the exact bytes and returns the event; throws when it does not verify. */
  parseWebhook(rawBody: string, signature: string): BillingEvent;
}

/** A customer-facing error of the provider (a declined card …) rather than a bug. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'card_declined' | 'not_configured' | 'upstream',
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The subscription's billing period: Stripe moved it from the subscription onto its items. */
export function periodOf(sub: ProviderSubscription): { start: number; end: number } {
  const item = sub.items.data[0];
  const start = item?.current_period_start ?? sub.current_period_start ?? Math.floor(Date.now() / 1000);
  const end = item?.current_period_end ?? sub.current_period_end ?? start;
  return { start, end };
}

export const toSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);
export const fromSeconds = (s: number): Date => new Date(s * 1000);
