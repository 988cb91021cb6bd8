import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { ApiError } from '../../http/errors.ts';
import type { Auth } from '../access/access.ts';

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

// STUB (being written): catalogue, held plans, allowed features, limits.
export function catalogueHandlers(_deps: Deps): Pick<Handlers<Auth>, CatalogueOps> {
  const todo = async (): Promise<never> => {
    throw new ApiError(500, 'internal_error', 'not implemented yet');
  };
  return {
    getPlanCatalogue: todo,
    getPlanComparison: todo,
    listActivePlans: todo,
    getCurrentPlans: todo,
    getAllowedFeatures: todo,
    requestEnterprisePlan: todo,
    getAvailableForms: todo,
    getAvailableRequests: todo,
    getAvailableWorkflows: todo,
    getAvailableScans: todo,
  };
}
