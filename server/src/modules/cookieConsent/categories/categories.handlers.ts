import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import type { Auth } from '../../access/access.ts';
import {
  cookieInventoryScope,
  createCookieCategory,
  deleteCookieCategory,
  listCookieCategories,
  updateCookieCategory,
} from './categories.service.ts';

type Ops = 'listCookieCategories' | 'createCookieCategory' | 'updateCookieCategory' | 'deleteCookieCategory';

const WRITE = 'manage cookies';

export function categoriesHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  return {
    listCookieCategories: async ({ auth, query }) => {
      const { property } = await cookieInventoryScope(db, auth, { propId: query.pid });
      return { status: 200, body: { response: await listCookieCategories(db, property.id) } };
    },
    createCookieCategory: async ({ auth, body }) => {
      const { pid, ...input } = body;
      const { property } = await cookieInventoryScope(db, auth, { propId: pid, write: WRITE });
      return { status: 201, body: { response: await createCookieCategory(db, property.id, input) } };
    },
    updateCookieCategory: async ({ auth, params, body }) => {
      const { property } = await cookieInventoryScope(db, auth, { propId: params.pid, write: WRITE });
      return {
        status: 200,
        body: { response: await updateCookieCategory(db, property.id, params.id, body) },
      };
    },
    deleteCookieCategory: async ({ auth, params }) => {
      const { property } = await cookieInventoryScope(db, auth, { propId: params.pid, write: WRITE });
      await deleteCookieCategory(db, property.id, params.id);
      return { status: 204 };
    },
  };
}
