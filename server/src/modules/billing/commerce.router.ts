import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { ApiError } from '../../http/errors.ts';
import type { Auth } from '../access/access.ts';

type CommerceOps =
  | 'getCart'
  | 'addToCart'
  | 'updateCartItem'
  | 'removeCartItem'
  | 'checkCoupon'
  | 'reviewCheckout'
  | 'createCheckoutSession'
  | 'startTrial'
  | 'listSubscriptions'
  | 'getSubscription'
  | 'cancelSubscription'
  | 'updateSubscription'
  | 'upgradePlan'
  | 'listInvoices'
  | 'getBillingAccount'
  | 'createCustomerPortalSession'
  | 'createCardUpdateSession'
  | 'receiveStripeWebhook'
  | 'listLicensedProperties'
  | 'listUnlicensedProperties'
  | 'listLicensedOrganizations'
  | 'listUnlicensedOrganizations'
  | 'assignPropertyLicence'
  | 'assignOrganizationLicence'
  | 'unassignPropertyLicence'
  | 'unassignOrganizationLicence'
  | 'getPropertyLicences'
  | 'getOrganizationPropertyLicences'
  | 'listLicences'
  | 'listLicenceHistory';

// STUB (being written): cart, checkout, payments, subscriptions, licences. Split into files per area.
export function commerceHandlers(_deps: Deps): Pick<Handlers<Auth>, CommerceOps> {
  const todo = async (): Promise<never> => {
    throw new ApiError(500, 'internal_error', 'not implemented yet');
  };
  return Object.fromEntries(
    [
      'getCart',
      'addToCart',
      'updateCartItem',
      'removeCartItem',
      'checkCoupon',
      'reviewCheckout',
      'createCheckoutSession',
      'startTrial',
      'listSubscriptions',
      'getSubscription',
      'cancelSubscription',
      'updateSubscription',
      'upgradePlan',
      'listInvoices',
      'getBillingAccount',
      'createCustomerPortalSession',
      'createCardUpdateSession',
      'receiveStripeWebhook',
      'listLicensedProperties',
      'listUnlicensedProperties',
      'listLicensedOrganizations',
      'listUnlicensedOrganizations',
      'assignPropertyLicence',
      'assignOrganizationLicence',
      'unassignPropertyLicence',
      'unassignOrganizationLicence',
      'getPropertyLicences',
      'getOrganizationPropertyLicences',
      'listLicences',
      'listLicenceHistory',
    ].map((k) => [k, todo]),
  ) as unknown as Pick<Handlers<Auth>, CommerceOps>;
}
