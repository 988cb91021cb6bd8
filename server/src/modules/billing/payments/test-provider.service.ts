import { cents, lineTotal, promoTotals } from '@privacy-portal/sdk';
/**
 * What happens on the test provider's pages: paying a checkout and the test clock. Both produce
 * Stripe-shaped events and feed them through applyBillingEvent, like a Stripe webhook would.
 */
import type { Db } from '../../../db/database.ts';
import { money, type PlanRow } from '../catalogue/catalogue.queries.ts';
import type { SubscriptionRow } from '../subscriptions/subscriptions.queries.ts';
import { applyBillingEvent } from './events.service.ts';
import type { BillingEvent, ProviderInvoice, ProviderSubscription } from './provider.ts';
import { fromSeconds, toSeconds } from './provider.ts';
import {
  findBillingCustomer,
  findPageSession,
  findPlanRow,
  lockCheckoutStatus,
  plansWithIds,
  saveCard,
} from './test-provider.queries.ts';
import { shapeOfRow, testId } from './test-provider.ts';

export interface FrozenItem {
  plan_id: number;
  quantity: number;
  target_kind: 'organization' | 'property' | null;
  target_id: number | null;
  cart_item_id?: number;
}

export interface CheckoutRow {
  id: string;
  company_id: number;
  provider: string;
  kind: string;
  status: string;
  items: FrozenItem[] | string;
  coupon_code: string | null;
  percent_off: string | number;
  amount_total: string | number;
  success_url: string;
  cancel_url: string;
  expires_at: Date;
}

export interface CheckoutLine {
  plan: PlanRow;
  quantity: number;
  amount: number;
}

export interface CheckoutView {
  row: CheckoutRow;
  lines: CheckoutLine[];
  subtotal: number;
  percentOff: number;
  discount: number;
  total: number;
}

export interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

const items = (row: CheckoutRow): FrozenItem[] =>
  typeof row.items === 'string' ? (JSON.parse(row.items) as FrozenItem[]) : row.items;

/** A page session of the given kind, while it is open and not expired (a sign-up's order is a checkout). */
export async function openPageSession(db: Db, id: string, kind: string): Promise<CheckoutRow | undefined> {
  const kinds = kind === 'checkout' ? ['checkout', 'signup'] : [kind];
  const row = await findPageSession(db, id, kinds);
  // 'expired': replaced by a newer order of the cart, or the cart was paid through another page.
  if (!row || row.status === 'expired' || new Date(row.expires_at).getTime() < Date.now()) return undefined;
  return row;
}

export async function checkoutView(db: Db, row: CheckoutRow): Promise<CheckoutView> {
  const frozen = items(row);
  const plans = await plansWithIds(
    db,
    frozen.map((i) => i.plan_id),
  );
  const lines = frozen.map((i) => {
    const plan = plans.find((p) => p.id === i.plan_id) as PlanRow;
    return { plan, quantity: i.quantity, amount: lineTotal(money(plan.price), i.quantity) };
  });
  const subtotal = cents(lines.reduce((s, l) => s + l.amount, 0));
  const percentOff = Number(row.percent_off);
  const { discount, total } = promoTotals(subtotal, percentOff);
  return { row, lines, subtotal, percentOff, discount, total };
}

function addCycle(seconds: number, cycle: string): number {
  const d = fromSeconds(seconds);
  d.setUTCMonth(d.getUTCMonth() + (cycle === 'yearly' ? 12 : 1));
  return toSeconds(d);
}

function invoiceOf(
  sub: ProviderSubscription,
  plan: PlanRow,
  quantity: number,
  percentOff: number,
  paid: boolean,
  period: { start: number; end: number },
): ProviderInvoice {
  const amount = Math.round(money(plan.price) * quantity * (100 - percentOff));
  return {
    id: testId('in'),
    object: 'invoice',
    customer: sub.customer,
    subscription: sub.id,
    number: `TP-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1000)}`,
    status: paid ? 'paid' : 'open',
    description: `${plan.name} ${plan.product_name} (${plan.cycle}) × ${quantity}${percentOff ? `, ${percentOff}% off` : ''}`,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    currency: 'usd',
    created: toSeconds(new Date()),
    period_start: period.start,
    period_end: period.end,
  };
}

const event = <T extends BillingEvent['type']>(type: T, object: unknown) =>
  ({ id: testId('evt'), type, data: { object } }) as BillingEvent;

/**
 * The card was accepted: subscriptions, invoices and the completed checkout, in one transaction.
 * The session is locked and checked first, so paying it twice (two tabs, a double click) charges
 * once: the second finds it 'paid'; a session closed since (its cart changed or was paid) is 'closed'.
 */
export async function payCheckout(
  db: Db,
  view: CheckoutView,
  card: Card,
): Promise<'paid' | 'already_paid' | 'closed'> {
  const { row } = view;
  return db.transaction(async (trx) => {
    const status = await lockCheckoutStatus(trx, row.id);
    if (status === 'complete') return 'already_paid';
    if (status !== 'open') return 'closed';
    const customer = (await findBillingCustomer(trx, row.company_id))?.customer_id ?? testId('cus');
    const now = toSeconds(new Date());
    const events: BillingEvent[] = [];
    for (const line of view.lines) {
      const period = { start: now, end: addCycle(now, line.plan.cycle) };
      const sub: ProviderSubscription = {
        id: testId('sub'),
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        trial_end: null,
        metadata: { company_id: String(row.company_id), checkout_id: row.id },
        discount: { coupon: { percent_off: view.percentOff } },
        items: {
          data: [
            {
              id: testId('si'),
              quantity: line.quantity,
              current_period_start: period.start,
              current_period_end: period.end,
              price: { id: line.plan.stripe_plan_id, lookup_key: line.plan.stripe_plan_id },
            },
          ],
        },
      };
      events.push(event('customer.subscription.created', sub));
      events.push(
        event('invoice.paid', invoiceOf(sub, line.plan, line.quantity, view.percentOff, true, period)),
      );
    }
    events.push(
      event('checkout.session.completed', {
        id: row.id,
        object: 'checkout.session',
        customer,
        metadata: { checkout_id: row.id, company_id: String(row.company_id) },
      }),
    );
    for (const e of events) await applyBillingEvent(trx, e, 'test');
    await saveCard(trx, row.company_id, card);
    return 'paid';
  });
}

/**
 * The test clock: the subscription reaches the end of its period. A cancelled one (or a trial with
 * no card on file) ends; otherwise it renews and is invoiced, or with outcome 'fail' goes past due.
 */
export async function advanceSubscription(
  db: Db,
  row: SubscriptionRow,
  outcome: 'pay' | 'fail',
): Promise<void> {
  await db.transaction(async (trx) => {
    const plan = (await findPlanRow(trx, row.plan_id)) as PlanRow;
    const customer = await findBillingCustomer(trx, row.company_id);
    const customerId = customer?.customer_id ?? '';
    const end = toSeconds(new Date(row.current_period_end));
    const noCard = !customer?.payment_method;
    const events: BillingEvent[] = [];
    if (row.cancel_at_period_end || (row.status === 'trialing' && noCard)) {
      events.push(
        event(
          'customer.subscription.deleted',
          shapeOfRow(row, plan, customerId, { status: 'canceled', ended_at: end }),
        ),
      );
    } else if (outcome === 'fail') {
      const sub = shapeOfRow(row, plan, customerId, { status: 'past_due' });
      events.push(event('customer.subscription.updated', sub));
      const period = { start: end, end: addCycle(end, plan.cycle) };
      events.push(
        event(
          'invoice.payment_failed',
          invoiceOf(sub, plan, row.quantity, Number(row.discount_percentage), false, period),
        ),
      );
    } else {
      const period = { start: end, end: addCycle(end, plan.cycle) };
      const sub = shapeOfRow(row, plan, customerId, {
        status: 'active',
        periodStart: period.start,
        periodEnd: period.end,
      });
      events.push(event('customer.subscription.updated', sub));
      events.push(
        event(
          'invoice.paid',
          invoiceOf(sub, plan, row.quantity, Number(row.discount_percentage), true, period),
        ),
      );
    }
    for (const e of events) await applyBillingEvent(trx, e, 'test');
  });
}
