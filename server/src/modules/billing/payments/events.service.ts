/**
 * The one event path: Stripe webhooks and the test provider's events both land here. The event id
 * goes into billing_events first, inside the transaction, so a replayed event changes nothing.
 */
import type { Db } from '../../../db/database.ts';
import { clearPendingPlan } from '../../company/company.queries.ts';
import { deleteCartItems } from '../cart/cart.queries.ts';
import { completeCheckoutSession, findCheckoutSession } from '../cart/checkout.queries.ts';
import { applySubscriptionState } from '../subscriptions/subscription-state.service.ts';
import {
  companyOfCustomer,
  findSubscriptionOfProvider,
  recordBillingCustomer,
  upsertInvoice,
} from '../subscriptions/subscriptions.queries.ts';
import { recordBillingEvent } from './events.queries.ts';
import type {
  BillingEvent,
  ProviderCheckoutSession,
  ProviderInvoice,
  ProviderName,
  ProviderSubscription,
} from './provider.ts';
import { fromSeconds } from './provider.ts';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** Applies one provider event; `duplicate` when it was applied before. Pass a trx to join one. */
export async function applyBillingEvent(
  db: Db,
  event: BillingEvent,
  provider: ProviderName,
): Promise<{ duplicate: boolean }> {
  return db.transaction(async (trx) => {
    if (!(await recordBillingEvent(trx, event, provider))) return { duplicate: true };
    const object = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed':
        await checkoutCompleted(trx, object as ProviderCheckoutSession, provider);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await applySubscriptionState(trx, object as ProviderSubscription, { actorId: null, provider });
        break;
      case 'invoice.paid':
      case 'invoice.payment_failed':
        await recordInvoice(trx, object as ProviderInvoice, provider);
        break;
      default:
      // Other event types are acknowledged and ignored.
    }
    return { duplicate: false };
  });
}

/** The order is paid: the session is complete and what it froze leaves the cart. */
async function checkoutCompleted(db: Db, session: ProviderCheckoutSession, provider: ProviderName) {
  const id = session.metadata?.checkout_id ?? session.id;
  const row = await findCheckoutSession(db, id);
  if (!row || row.status === 'complete') return;
  // The cart is paid: no other page of it may take a payment any more.
  await completeCheckoutSession(db, row);
  // The paid plan of a sign-up is paid: its logins go through from now on.
  if (row.kind === 'signup') await clearPendingPlan(db, row.company_id);
  const items = (typeof row.items === 'string' ? JSON.parse(row.items) : row.items) as Array<{
    cart_item_id?: number;
  }>;
  const cartIds = items.map((i) => i.cart_item_id).filter((n): n is number => typeof n === 'number');
  await deleteCartItems(db, row.company_id, cartIds);
  // A parallel event of the same purchase may have recorded the customer already.
  if (session.customer) await recordBillingCustomer(db, row.company_id, provider, session.customer);
}

async function recordInvoice(db: Db, invoice: ProviderInvoice, provider: ProviderName) {
  const subId = invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
  const sub = subId ? await findSubscriptionOfProvider(db, subId) : undefined;
  const companyId = sub?.company_id ?? (await companyOfCustomer(db, invoice.customer, provider));
  if (!companyId) return;
  const statuses = ['draft', 'open', 'paid', 'void', 'uncollectible'];
  const fields = {
    company_id: companyId,
    subscription_id: sub?.id ?? null,
    number: (invoice.number ?? invoice.id).slice(0, 40),
    status: statuses.includes(invoice.status ?? '') ? invoice.status : 'open',
    description: (invoice.description ?? invoice.lines?.data?.[0]?.description ?? '').slice(0, 300),
    amount_due: invoice.amount_due / 100,
    amount_paid: invoice.amount_paid / 100,
    currency: (invoice.currency || 'usd').slice(0, 3),
    period_start: fromSeconds(invoice.period_start),
    period_end: fromSeconds(invoice.period_end),
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    created_at: fromSeconds(invoice.created),
  };
  await upsertInvoice(db, invoice.id, fields);
}
