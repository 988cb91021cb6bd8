import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';

type Ops = 'listVendors' | 'addVendor' | 'updateVendor' | 'removeVendor' | 'searchGlobalVendors';

// Placeholder while the handlers are written (issue 13).
const notYet = async (): Promise<never> => {
  throw new ApiError(500, 'internal_error', 'Not built yet');
};

export function vendorsHandlers(_deps: Deps): Pick<Handlers<Auth>, Ops> {
  return {
    listVendors: notYet,
    addVendor: notYet,
    updateVendor: notYet,
    removeVendor: notYet,
    searchGlobalVendors: notYet,
  };
}
