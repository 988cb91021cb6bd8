import { featureComparison } from '@privacy-portal/sdk';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { type Auth, accessibleOrganization, accessibleProperty, member } from '../../access/access.ts';
import { requirePurchase } from '../billing-access.ts';
import { available, organizationScope, propertyScope } from '../limits/limits.service.ts';
import { planRecord } from '../limits/plan-record.service.ts';
import { currentPlans, heldPlans, insertEnterpriseRequest, planCatalogue } from './catalogue.queries.ts';

type CatalogueOps =
  | 'getPlanCatalogue'
  | 'getPlanComparison'
  | 'listActivePlans'
  | 'getCurrentPlans'
  | 'getAllowedFeatures'
  | 'requestEnterprisePlan'
  | 'getAvailableForms'
  | 'getAvailableRequests'
  | 'getAvailableWorkflows'
  | 'getAvailableScans';

/** The catalogue, the plans a company holds, the plan record and the limits (calls-billing-spec §3-§9). */
export function catalogueHandlers(deps: Deps): Pick<Handlers<Auth>, CatalogueOps> {
  const { db } = deps;

  /** The organization, or the property of that organization when pid is given (404 otherwise). */
  async function scopeOf(auth: Auth | null, oid: number, pid?: number) {
    const m = member(auth);
    if (pid === undefined) {
      const org = await accessibleOrganization(db, m, oid);
      return { m, orgId: org.id, propId: undefined };
    }
    const { org, property } = await accessibleProperty(db, m, oid, pid);
    return { m, orgId: org.id, propId: property.id };
  }

  const orgAvailable =
    (metric: 'forms' | 'requests' | 'workflows') =>
    async ({ auth, params }: { auth: Auth | null; params: { orgId: number } }) => {
      const m = member(auth);
      const org = await accessibleOrganization(db, m, params.orgId);
      return {
        status: 200 as const,
        body: { response: await available(db, organizationScope(m.companyId, org.id), metric) },
      };
    };

  return {
    getPlanCatalogue: async () => ({ status: 200, body: { response: await planCatalogue(db) } }),

    getPlanComparison: async () => ({ status: 200, body: { response: featureComparison() } }),

    listActivePlans: async ({ auth }) => {
      const m = member(auth);
      return { status: 200, body: { response: await heldPlans(db, m.companyId) } };
    },

    getCurrentPlans: async ({ auth, query }) => {
      const { m, orgId, propId } = await scopeOf(auth, query.oid, query.pid);
      return {
        status: 200,
        body: { response: await currentPlans(db, m.companyId, orgId, propId, query.type) },
      };
    },

    getAllowedFeatures: async ({ auth, query }) => {
      const { m, orgId, propId } = await scopeOf(auth, query.oid, query.pid);
      return { status: 200, body: { response: await planRecord(db, m.companyId, orgId, propId) } };
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
      return { status: 201, body: { message: 'Request Sent Successfully' } };
    },

    getAvailableForms: orgAvailable('forms'),
    getAvailableRequests: orgAvailable('requests'),
    getAvailableWorkflows: orgAvailable('workflows'),

    getAvailableScans: async ({ auth, params }) => {
      const m = member(auth);
      const { property } = await accessibleProperty(db, m, params.orgId, params.propId);
      return {
        status: 200,
        body: { response: await available(db, propertyScope(m.companyId, property.id), 'scans') },
      };
    },
  };
}
