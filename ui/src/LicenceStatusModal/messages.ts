import type { LicencedProduct } from '@privacy-portal/sdk';

/** The products a licence can be missing for: the property-level ones of the sdk, and DSAR (organization). */
export type LicenceStatusProduct = LicencedProduct | 'DSAR';

/** How each product is named inside the sentence, and what it is assigned to. */
const WORDING: Record<LicenceStatusProduct, { subscription: string; scope: 'property' | 'organization' }> = {
  'Cookie Consent Management': { subscription: 'cookie consent', scope: 'property' },
  'Consent Preference': { subscription: 'consent preference', scope: 'property' },
  'Social Fortuna': { subscription: 'social fortuna', scope: 'property' },
  // DSAR is licensed per organization (calls-billing-spec §8: 'organization' replaces 'property').
  DSAR: { subscription: 'DSAR', scope: 'organization' },
};

/** The no-subscription text of calls-billing-spec §8 for a product. */
export function licenceStatusMessage(product: LicenceStatusProduct): string {
  const { subscription, scope } = WORDING[product];
  return (
    `You have not assigned this ${scope} to ${subscription} subscription. ` +
    `Kindly assign this ${scope} to one of your purchased ${subscription} subscription in order to access this product`
  );
}
