import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { type Auth, accessibleOrganization, accessibleProperty, member } from '../../access/access.ts';
import { scopeOf } from '../billing-access.ts';
import { available, organizationScope, propertyScope } from './limits.service.ts';
import { planRecord } from './plan-record.service.ts';

type LimitOps =
  | 'getAllowedFeatures'
  | 'getAvailableForms'
  | 'getAvailableRequests'
  | 'getAvailableWorkflows'
  | 'getAvailableScans';

/** The plan record and what is left of each limit (calls-billing-spec §3 "Plan record", §7-§9). */
export function limitHandlers(deps: Deps): Pick<Handlers<Auth>, LimitOps> {
  const { db } = deps;

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
    getAllowedFeatures: async ({ auth, query }) => {
      const { m, orgId, propId } = await scopeOf(db, auth, query.oid, query.pid);
      return { status: 200, body: { response: await planRecord(db, m.companyId, orgId, propId) } };
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
