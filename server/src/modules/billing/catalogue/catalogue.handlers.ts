import { API_MESSAGES, featureComparison } from '@privacy-portal/sdk';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { type Auth, member } from '../../access/access.ts';
import { requirePurchase, scopeOf } from '../billing-access.ts';
import { currentPlans, heldPlans, insertEnterpriseRequest, planCatalogue } from './catalogue.queries.ts';

type CatalogueOps =
  | 'getPlanCatalogue'
  | 'getPlanComparison'
  | 'listActivePlans'
  | 'getCurrentPlans'
  | 'requestEnterprisePlan';

/** The catalogue, the plans a company holds and contact sales (calls-billing-spec §3-§5). */
export function catalogueHandlers(deps: Deps): Pick<Handlers<Auth>, CatalogueOps> {
  const { db } = deps;
  return {
    getPlanCatalogue: async () => ({ status: 200, body: { response: await planCatalogue(db) } }),

    getPlanComparison: async () => ({ status: 200, body: { response: featureComparison() } }),

    listActivePlans: async ({ auth }) => {
      const m = member(auth);
      return { status: 200, body: { response: await heldPlans(db, m.companyId) } };
    },

    getCurrentPlans: async ({ auth, query }) => {
      const { m, orgId, propId } = await scopeOf(db, auth, query.oid, query.pid);
      return {
        status: 200,
        body: { response: await currentPlans(db, m.companyId, orgId, propId, query.type) },
      };
    },

    requestEnterprisePlan: async ({ auth, body, ctx }) => {
      const m = member(auth);
      // The Contact Us button's rule (contactSalesDisabled): the roles that cannot buy cannot ask either.
      requirePurchase(m, 'send a subscription upgrade request');
      // Who asks is known from the request itself; the body's copies are only a fallback.
      await insertEnterpriseRequest(db, {
        companyId: m.companyId,
        userId: m.user.id,
        email: body.email_id,
        products: body.product_name,
        additionalInfo: body.additional_info ?? '',
        ip: ctx.ip || body.user_ip || null,
        userAgent: ctx.get('user-agent') || body.user_agent || null,
      });
      return { status: 201, body: { message: API_MESSAGES.enterpriseRequestSent } };
    },
  };
}
