import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import type { Auth } from '../../access/access.ts';
import { cookieConsentScope } from '../cookieConsent.access.ts';
import { listVendors } from './vendors.queries.ts';
import { addVendor, changeVendor, removeVendor, searchGlobalVendors } from './vendors.service.ts';

type Ops = 'listVendors' | 'addVendor' | 'updateVendor' | 'removeVendor' | 'searchGlobalVendors';

export function vendorsHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  return {
    listVendors: async ({ auth, params, query }) => {
      const { property } = await cookieConsentScope(db, auth, { orgId: params.orgId, propId: params.propId });
      return { status: 200, body: await listVendors(db, property.id, query) };
    },

    addVendor: async ({ auth, params, body }) => {
      const scope = await cookieConsentScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'add vendors',
      });
      return { status: 201, body: { response: await addVendor(db, scope, body) } };
    },

    updateVendor: async ({ auth, params, body }) => {
      const scope = await cookieConsentScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'change vendors',
      });
      return { status: 200, body: { response: await changeVendor(db, scope, params.id, body) } };
    },

    removeVendor: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'remove vendors',
      });
      await removeVendor(db, property.id, params.id);
      return { status: 204 };
    },

    // The published lists are for the plans with Google and TCF vendors.
    searchGlobalVendors: async ({ auth, params, query }) => {
      await cookieConsentScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        feature: 'tcf_vendors',
      });
      return { status: 200, body: { response: await searchGlobalVendors(db, query.kind, query.search) } };
    },
  };
}
