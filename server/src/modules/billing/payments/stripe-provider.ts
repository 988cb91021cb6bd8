/**
 * Stripe (the `stripe` SDK). Prices are found by lookup_key = our plan's stripe_plan_id, so a real
 * Stripe account needs one price per plan with that lookup key. The secret key stays in here: it is
 * never logged and never sent to the browser.
 */
import Stripe from 'stripe';
import type { PlanRow } from '../catalogue/catalogue.queries.ts';
import {
  type BillingEvent,
  type PaymentProvider,
  ProviderError,
  type ProviderSubscription,
  type SubscriptionRef,
} from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** A local fake or stripe-mock instead of api.stripe.com (tests). */
  apiBase?: string | undefined;
  /** Absolute address of the portal: Stripe needs absolute return URLs. */
  appUrl: string;
}

export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}

const absolute = (appUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${appUrl}${url}`);
const asShape = (s: unknown) => s as ProviderSubscription;

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options.secretKey, options.apiBase);

  /** Stripe price ids by our stripe_plan_id (the price's lookup_key). */
  async function priceIds(plans: PlanRow[]): Promise<Map<string, string>> {
    const keys = [...new Set(plans.map((p) => p.stripe_plan_id))];
    const found = await stripe.prices.list({ lookup_keys: keys, active: true, limit: 100 });
    const out = new Map<string, string>();
    for (const price of found.data) if (price.lookup_key) out.set(price.lookup_key, price.id);
    const missing = keys.filter((k) => !out.has(k));
    if (missing.length) {
      throw new ProviderError(`Stripe has no active price with lookup_key ${missing.join(', ')}`, 'upstream');
    }
    return out;
  }

  async function promotionCode(code: string) {
    const list = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
    return list.data[0];
  }

  return {
    name: 'stripe',
    async createCheckout(input) {
      const prices = await priceIds(input.lines.map((l) => l.plan));
      const promo = input.couponCode ? await promotionCode(input.couponCode) : undefined;
      const metadata = { checkout_id: input.checkoutId, company_id: String(input.companyId) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: input.lines.map((l) => ({
          price: prices.get(l.plan.stripe_plan_id) as string,
          quantity: l.quantity,
        })),
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        client_reference_id: String(input.companyId),
        metadata,
        subscription_data: { metadata },
        ...(promo
          ? { discounts: [{ promotion_code: promo.id }] }
          : input.couponCode
            ? { discounts: [{ coupon: input.couponCode }] }
            : {}),
        success_url: absolute(options.appUrl, input.successUrl),
        cancel_url: absolute(options.appUrl, input.cancelUrl),
      });
      if (!session.url)
        throw new ProviderError('Stripe returned a checkout session without a URL', 'upstream');
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
    },
    async startTrial({ customerId, email, companyId, plan, trialDays, metadata }) {
      const prices = await priceIds([plan]);
      const customer =
        customerId ??
        (await stripe.customers.create({ email, metadata: { company_id: String(companyId) } })).id;
      const sub = await stripe.subscriptions.create({
        customer,
        items: [{ price: prices.get(plan.stripe_plan_id) as string, quantity: 1 }],
        trial_period_days: trialDays,
        // No card during the trial: without one by then, the subscription ends.
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
        metadata: { ...metadata, company_id: String(companyId) },
      });
      return asShape(sub);
    },
    async customerPortalUrl({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: absolute(options.appUrl, returnUrl),
      });
      return session.url;
    },
    async cardUpdateUrl({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: absolute(options.appUrl, returnUrl),
        flow_data: { type: 'payment_method_update' },
      });
      return session.url;
    },
    async changeQuantity(ref: SubscriptionRef, quantity: number) {
      return asShape(
        await stripe.subscriptions.update(ref.subscriptionId, {
          items: [{ id: ref.itemId, quantity }],
          proration_behavior: 'create_prorations',
        }),
      );
    },
    async changePlan(ref, plan, quantity) {
      const prices = await priceIds([plan]);
      return asShape(
        await stripe.subscriptions.update(ref.subscriptionId, {
          items: [{ id: ref.itemId, price: prices.get(plan.stripe_plan_id) as string, quantity }],
          proration_behavior: 'create_prorations',
        }),
      );
    },
    async cancelAtPeriodEnd(ref) {
      return asShape(await stripe.subscriptions.update(ref.subscriptionId, { cancel_at_period_end: true }));
    },
    async findCoupon(code) {
      // A customer-facing promotion code first, then a coupon id typed in directly.
      const promo = await promotionCode(code);
      const fromPromo = promo as unknown as {
        coupon?: Stripe.Coupon;
        promotion?: { coupon?: Stripe.Coupon | string | null };
      };
      const promoCoupon = fromPromo?.coupon ?? fromPromo?.promotion?.coupon;
      if (promoCoupon && typeof promoCoupon !== 'string' && promoCoupon.valid && promoCoupon.percent_off) {
        return { code, percent_off: promoCoupon.percent_off };
      }
      try {
        const coupon = await stripe.coupons.retrieve(code);
        return coupon.valid && coupon.percent_off ? { code, percent_off: coupon.percent_off } : null;
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return null;
        throw err;
      }
    },
    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret) {
        throw new ProviderError('STRIPE_WEBHOOK_SECRET is not set', 'not_configured');
      }
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        options.webhookSecret,
      ) as unknown as BillingEvent;
    },
  };
}
