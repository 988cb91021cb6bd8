import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { notFound } from '../../../http/errors.ts';
import { type Auth, member } from '../../access/access.ts';
import { billingScope, requirePurchase, selectedScope } from '../billing-access.ts';
import {
  billingCustomer,
  findScopedSubscription,
  findSubscription,
  invoicePage,
  listSubscriptionsPage,
  presentSubscription,
} from './subscriptions.queries.ts';
import {
  billingPageUrl,
  cancelAtPeriodEnd,
  changeQuantity,
  startTrial,
  upgrade,
} from './subscriptions.service.ts';

type SubscriptionOps =
  | 'listSubscriptions'
  | 'getSubscription'
  | 'cancelSubscription'
  | 'updateSubscription'
  | 'upgradePlan'
  | 'listInvoices'
  | 'getBillingAccount'
  | 'createCustomerPortalSession'
  | 'createCardUpdateSession'
  | 'startTrial';

export function subscriptionHandlers(deps: Deps): Pick<Handlers<Auth>, SubscriptionOps> {
  const { db } = deps;

  return {
    listSubscriptions: async ({ auth, query }) => {
      const m = member(auth);
      return { status: 200, body: await listSubscriptionsPage(db, m.companyId, query, billingScope(db, m)) };
    },
    getSubscription: async ({ auth, params }) => {
      const m = member(auth);
      const scope = billingScope(db, m);
      const row = await findScopedSubscription(db, m.companyId, params.id, scope);
      if (!row) throw notFound('Subscription');
      return { status: 200, body: { response: await presentSubscription(db, row, scope) } };
    },
    cancelSubscription: async ({ auth, body }) => {
      const m = member(auth);
      const row = await findSubscription(db, m.companyId, body.subscription_id);
      if (!row) throw notFound('Subscription');
      requirePurchase(m, 'cancel subscriptions');
      const after = await cancelAtPeriodEnd(deps, m, row.id);
      return {
        status: 200,
        body: {
          response: await presentSubscription(db, after),
          message: 'The subscription ends at the end of the paid period',
        },
      };
    },
    updateSubscription: async ({ auth, body }) => {
      const m = member(auth);
      if (!(await findSubscription(db, m.companyId, body.subscription_id))) throw notFound('Subscription');
      requirePurchase(m, 'change subscriptions');
      const after = await changeQuantity(deps, m, body.subscription_id, body.quantity);
      return {
        status: 200,
        body: { response: await presentSubscription(db, after), message: 'Subscription updated' },
      };
    },
    upgradePlan: async ({ auth, body }) => {
      const m = member(auth);
      requirePurchase(m, 'upgrade plans');
      const after = await upgrade(deps, m, body);
      return {
        status: 200,
        body: { response: await presentSubscription(db, after), message: 'Successfully Upgraded Plan' },
      };
    },
    listInvoices: async ({ auth, query }) => {
      const m = member(auth);
      return {
        status: 200,
        body: { response: await invoicePage(db, m.companyId, query.limit ?? 20, query.offset ?? 0) },
      };
    },
    getBillingAccount: async ({ auth }) => {
      const customer = await billingCustomer(db, member(auth).companyId);
      const own = customer?.provider === deps.payments.name ? customer : undefined;
      return {
        status: 200,
        body: { response: { provider: deps.payments.name, payment_method: own?.payment_method ?? null } },
      };
    },
    startTrial: async ({ auth, body }) => {
      const m = member(auth);
      requirePurchase(m, 'start trials');
      const scope = await selectedScope(db, m, body.oid, body.pid);
      const row = await startTrial(deps, m, body.plan_id, { oid: scope.org?.id, pid: scope.property?.id });
      return {
        status: 201,
        body: { response: await presentSubscription(db, row), message: 'Your 14-day free trial has started' },
      };
    },
    createCustomerPortalSession: async ({ auth }) => {
      const m = member(auth);
      requirePurchase(m, 'manage billing');
      return { status: 201, body: { response: { url: await billingPageUrl(deps, m, 'portal') } } };
    },
    createCardUpdateSession: async ({ auth }) => {
      const m = member(auth);
      requirePurchase(m, 'manage billing');
      return { status: 201, body: { response: { url: await billingPageUrl(deps, m, 'card') } } };
    },
  };
}
