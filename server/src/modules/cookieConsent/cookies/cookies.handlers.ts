import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import type { Auth } from '../../access/access.ts';
import { cookieInventoryScope } from '../categories/categories.service.ts';
import {
  bulkUpdateCookies,
  createCookie,
  deleteCookie,
  getCookie,
  importCookies,
  listCookiePurposes,
  listCookies,
  listCookieTypes,
  listUnpublishedCookies,
  publishCookies,
  updateCookie,
} from './cookies.service.ts';

type Ops =
  | 'listCookies'
  | 'createCookie'
  | 'getCookie'
  | 'updateCookie'
  | 'deleteCookie'
  | 'bulkUpdateCookies'
  | 'publishCookies'
  | 'listUnpublishedCookies'
  | 'importCookies'
  | 'listCookiePurposes'
  | 'listCookieTypes';

const WRITE = 'manage cookies';

export function cookiesHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  return {
    listCookies: async ({ auth, params, query }) => {
      const { property } = await cookieInventoryScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
      });
      const { limit, after, ...filters } = query;
      return { status: 200, body: await listCookies(db, property.id, filters, { limit, after }) };
    },
    createCookie: async ({ auth, params, body }) => {
      const { property } = await cookieInventoryScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      return { status: 201, body: { response: await createCookie(db, property, body) } };
    },
    getCookie: async ({ auth, params }) => {
      const { property } = await cookieInventoryScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
      });
      return { status: 200, body: { response: await getCookie(db, property.id, params.id) } };
    },
    updateCookie: async ({ auth, params, body }) => {
      const { property } = await cookieInventoryScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      return { status: 200, body: { response: await updateCookie(db, property, params.id, body) } };
    },
    deleteCookie: async ({ auth, params }) => {
      const { property } = await cookieInventoryScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      await deleteCookie(db, property.id, params.id);
      return { status: 204 };
    },
    bulkUpdateCookies: async ({ auth, params, body }) => {
      const { property } = await cookieInventoryScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      return { status: 200, body: { response: { updated: await bulkUpdateCookies(db, property.id, body) } } };
    },
    publishCookies: async ({ auth, params, body }) => {
      const { property } = await cookieInventoryScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      return { status: 200, body: { response: { updated: await publishCookies(db, property.id, body) } } };
    },
    listUnpublishedCookies: async ({ auth, params, query }) => {
      const { property } = await cookieInventoryScope(db, auth, { propId: params.pid });
      return { status: 200, body: await listUnpublishedCookies(db, property.id, query) };
    },
    importCookies: async ({ auth, params, body }) => {
      const { property } = await cookieInventoryScope(db, auth, {
        orgId: params.oid,
        propId: params.pid,
        write: WRITE,
      });
      return { status: 201, body: { response: await importCookies(db, property, body.csv) } };
    },
    listCookiePurposes: async ({ auth, params }) => {
      const { property } = await cookieInventoryScope(db, auth, { propId: params.propId });
      return { status: 200, body: { response: await listCookiePurposes(db, property.id) } };
    },
    listCookieTypes: async ({ auth, params }) => {
      const { property } = await cookieInventoryScope(db, auth, { propId: params.propId });
      return { status: 200, body: { response: await listCookieTypes(db, property.id) } };
    },
  };
}
