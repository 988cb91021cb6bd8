import { type AccessFlags, hasPropertyProduct, type Schemas } from '@privacy-portal/sdk';

/**
 * Licences of the selected pair (portal-spec §4 Feature gating): DSAR from the organization's
 * assigned licence, the property products from the product names on the property.
 */
export function accessOf(
  organization: Pick<Schemas['Organization'], 'org_license_assigned'>,
  property: Pick<Schemas['Property'], 'name'>,
): AccessFlags {
  return {
    dsar: organization.org_license_assigned,
    cookieConsent: hasPropertyProduct(property, 'cookieConsent'),
    consentPreference: hasPropertyProduct(property, 'consentPreference'),
    socialFortuna: hasPropertyProduct(property, 'socialFortuna'),
  };
}
