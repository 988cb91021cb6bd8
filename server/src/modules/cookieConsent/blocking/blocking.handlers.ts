import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import type { Auth } from '../../access/access.ts';
import { cookieConsentScope } from '../cookieConsent.access.ts';
import { listRules } from './blocking.queries.ts';
import { addRule, blockingSettings, changeRule, removeRule, switchBlocking } from './blocking.service.ts';

type Ops =
  | 'getBlockingSettings'
  | 'setBlocking'
  | 'listBlockingRules'
  | 'createBlockingRule'
  | 'updateBlockingRule'
  | 'deleteBlockingRule';

export function blockingHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  return {
    getBlockingSettings: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { orgId: params.oid, propId: params.pid });
      return { status: 200, body: { response: await blockingSettings(db, property) } };
    },

    setBlocking: async ({ auth, params, body }) => {
      const scope = await cookieConsentScope(db, auth, {
        orgId: params.oid,
        propId: params.pid,
        write: 'change Auto Cookie Blocking',
      });
      return { status: 200, body: { response: await switchBlocking(db, scope, body.enabled) } };
    },

    listBlockingRules: async ({ auth, params, query }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.pid });
      return { status: 200, body: await listRules(db, property.id, query) };
    },

    createBlockingRule: async ({ auth, params, body }) => {
      const scope = await cookieConsentScope(db, auth, { propId: params.pid, write: 'add blocking rules' });
      return { status: 201, body: { response: await addRule(db, scope, body) } };
    },

    updateBlockingRule: async ({ auth, params, body }) => {
      const scope = await cookieConsentScope(db, auth, {
        propId: params.pid,
        write: 'change blocking rules',
      });
      return { status: 200, body: { response: await changeRule(db, scope, body) } };
    },

    deleteBlockingRule: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, {
        propId: params.pid,
        write: 'delete blocking rules',
      });
      await removeRule(db, property.id, params.id);
      return { status: 204 };
    },
  };
}
