import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';

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

// Placeholder while the handlers are written (issue 13).
const notYet = async (): Promise<never> => {
  throw new ApiError(500, 'internal_error', 'Not built yet');
};

export function cookiesHandlers(_deps: Deps): Pick<Handlers<Auth>, Ops> {
  return {
    listCookies: notYet,
    createCookie: notYet,
    getCookie: notYet,
    updateCookie: notYet,
    deleteCookie: notYet,
    bulkUpdateCookies: notYet,
    publishCookies: notYet,
    listUnpublishedCookies: notYet,
    importCookies: notYet,
    listCookiePurposes: notYet,
    listCookieTypes: notYet,
  };
}
