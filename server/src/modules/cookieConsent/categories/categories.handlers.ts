import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';

type Ops = 'listCookieCategories' | 'createCookieCategory' | 'updateCookieCategory' | 'deleteCookieCategory';

// Placeholder while the handlers are written (issue 13).
const notYet = async (): Promise<never> => {
  throw new ApiError(500, 'internal_error', 'Not built yet');
};

export function categoriesHandlers(_deps: Deps): Pick<Handlers<Auth>, Ops> {
  return {
    listCookieCategories: notYet,
    createCookieCategory: notYet,
    updateCookieCategory: notYet,
    deleteCookieCategory: notYet,
  };
}
