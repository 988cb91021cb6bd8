/**
 * The test provider's pages, outside /api/v1 (like the dev mailbox): checkout, card update,
 * billing portal, and the test clock. They answer only while the test provider takes payments.
 */
import Router from '@koa/router';
import type { OperationEntry } from '@privacy-portal/openapi/contract';
import type { Context } from 'koa';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../http/errors.ts';
import { member } from '../../access/access.ts';
import { authenticator } from '../../auth/authenticate.ts';
import { requirePurchase } from '../billing-access.ts';
import {
  billingCustomer,
  findSubscription,
  invoicePage,
  listSubscriptionRows,
  presentSubscription,
  presentSubscriptions,
} from '../subscriptions/subscriptions.queries.ts';
import { liveSubscription } from '../subscriptions/subscriptions.service.ts';
import { readCard } from './test-card.ts';
import {
  type CardForm,
  cardUpdatePage,
  checkoutPage,
  messagePage,
  portalPage,
} from './test-provider.pages.ts';
import { recordCheckoutError, saveCard } from './test-provider.queries.ts';
import { advanceSubscription, checkoutView, openPageSession, payCheckout } from './test-provider.service.ts';
import { TEST_PROVIDER_PREFIX } from './test-provider.ts';

const MAX_FORM_BYTES = 16 * 1024;
/** The test clock is not a contract operation; it takes the same bearer token as one. */
const CLOCK_ENTRY = { isPublic: false, operation: {} } as unknown as OperationEntry;

/** The urlencoded form of the request (the app's body parser reads JSON only). */
async function readForm(ctx: Context): Promise<Partial<CardForm>> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) ctx.throw(413, 'Form too large');
    chunks.push(chunk as Buffer);
  }
  const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  return {
    name: params.get('name') ?? '',
    number: params.get('number') ?? '',
    expiry: params.get('expiry') ?? '',
    cvc: params.get('cvc') ?? '',
  };
}

function html(ctx: Context, status: number, body: string) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

const gone = (ctx: Context) =>
  html(
    ctx,
    404,
    messagePage(
      'Session not found',
      'This payment page is unknown or has expired. Start again from the portal.',
      { href: '/settings/billing/manage', text: 'Back to the portal' },
    ),
  );

export function testProviderRouter(deps: Deps): Router {
  const { db } = deps;
  const router = new Router({ prefix: TEST_PROVIDER_PREFIX });
  router.use(async (_ctx, next) => {
    if (deps.payments.name !== 'test') return; // 404: Stripe takes the payments
    await next();
  });

  router.get('/checkout/:id', async (ctx) => {
    const row = await openPageSession(db, ctx.params.id as string, 'checkout');
    if (!row) return gone(ctx);
    if (row.status === 'complete') {
      return html(
        ctx,
        200,
        messagePage('Already paid', 'This order has been paid.', {
          href: row.success_url,
          text: 'Back to the portal',
        }),
      );
    }
    html(ctx, 200, checkoutPage(await checkoutView(db, row)));
  });

  router.post('/checkout/:id', async (ctx) => {
    const row = await openPageSession(db, ctx.params.id as string, 'checkout');
    if (!row) return gone(ctx);
    const toPortal = () => {
      ctx.status = 303;
      ctx.redirect(row.success_url);
    };
    if (row.status === 'complete') return toPortal();
    const form = await readForm(ctx);
    const view = await checkoutView(db, row);
    const { card, errors } = readCard(form);
    if (!card) {
      if (errors.form) await recordCheckoutError(db, row.id, errors.form);
      return html(ctx, errors.form ? 402 : 400, checkoutPage(view, form, errors));
    }
    // Paid now or by a parallel request a moment ago: either way the order is paid, once.
    if ((await payCheckout(db, view, card)) === 'closed') return gone(ctx);
    toPortal();
  });

  router.get('/card/:id', async (ctx) => {
    const row = await openPageSession(db, ctx.params.id as string, 'card_update');
    if (!row) return gone(ctx);
    html(ctx, 200, cardUpdatePage(row.success_url));
  });

  router.post('/card/:id', async (ctx) => {
    const row = await openPageSession(db, ctx.params.id as string, 'card_update');
    if (!row) return gone(ctx);
    const form = await readForm(ctx);
    const { card, errors } = readCard(form);
    if (!card) return html(ctx, errors.form ? 402 : 400, cardUpdatePage(row.success_url, form, errors));
    await saveCard(db, row.company_id, card);
    ctx.status = 303;
    ctx.redirect(row.success_url);
  });

  router.get('/portal/:id', async (ctx) => {
    const row = await openPageSession(db, ctx.params.id as string, 'portal');
    if (!row) return gone(ctx);
    const customer = await billingCustomer(db, row.company_id);
    const cardUrl = await deps.payments.cardUpdateUrl({
      customerId: customer?.customer_id ?? '',
      companyId: row.company_id,
      returnUrl: ctx.path,
    });
    html(
      ctx,
      200,
      portalPage({
        subscriptions: await presentSubscriptions(db, await listSubscriptionRows(db, row.company_id)),
        invoices: (await invoicePage(db, row.company_id, 100, 0)).items,
        card: customer?.payment_method ?? null,
        cardUrl,
        returnUrl: row.success_url,
      }),
    );
  });

  // The test clock (e2e and tests): the subscription reaches the end of its period. Like Stripe's
  // test clocks it belongs to the account: only a member who may manage billing moves it.
  const authenticate = authenticator(deps);
  router.post('/subscriptions/:id/advance', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const m = member(await authenticate(ctx, CLOCK_ENTRY));
    requirePurchase(m, 'move the test clock');
    const id = Number(ctx.params.id);
    if (!Number.isInteger(id)) throw notFound('Subscription');
    // The company's own subscription (another company's is a 404), not ended (409), as the API's changes.
    const row = await liveSubscription(db, m, id);
    await advanceSubscription(db, row, ctx.query.outcome === 'fail' ? 'fail' : 'pay');
    const after = await findSubscription(db, m.companyId, id);
    ctx.body = { response: after ? await presentSubscription(db, after) : undefined };
  });

  return router;
}
