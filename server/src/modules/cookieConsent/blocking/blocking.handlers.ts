import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';

type Ops =
  | 'getBlockingSettings'
  | 'setBlocking'
  | 'listBlockingRules'
  | 'createBlockingRule'
  | 'updateBlockingRule'
  | 'deleteBlockingRule';

// Placeholder while the handlers are written (issue 13).
const notYet = async (): Promise<never> => {
  throw new ApiError(500, 'internal_error', 'Not built yet');
};

export function blockingHandlers(_deps: Deps): Pick<Handlers<Auth>, Ops> {
  return {
    getBlockingSettings: notYet,
    setBlocking: notYet,
    listBlockingRules: notYet,
    createBlockingRule: notYet,
    updateBlockingRule: notYet,
    deleteBlockingRule: notYet,
  };
}
