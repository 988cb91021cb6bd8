/**
 * The Company page's product list with licence counts (GET /company/service). Licence scope per
 * product follows portal-spec §6: DSAR per organization, the other products per property.
 */
import type { components } from '../generated/schema.ts';
import { PROPERTY_PRODUCT_NAMES } from './billing-access.ts';

type CompanyService = components['schemas']['CompanyService'];

export const COMPANY_SERVICES = [
  { key: 'cookieConsent', product_name: 'Cookie Consent', licence_scope: 'property' },
  { key: 'dsar', product_name: 'DSAR', licence_scope: 'organization' },
  { key: 'consentPreference', product_name: 'Consent Preference', licence_scope: 'property' },
  { key: 'socialFortuna', product_name: 'Social Fortuna', licence_scope: 'property' },
] as const satisfies readonly Pick<CompanyService, 'key' | 'product_name' | 'licence_scope'>[];

/** What the caller can see: whether each organization holds a DSAR licence, each property's product names. */
export interface LicenceHoldings {
  organizations: readonly { licensed: boolean }[];
  properties: readonly { products: readonly string[] | null }[];
}

/** Each product with how many of the organizations (DSAR) or properties (the others) hold its licence. */
export function companyServices(holdings: LicenceHoldings): CompanyService[] {
  const { organizations, properties } = holdings;
  return COMPANY_SERVICES.map((s) => {
    const total = s.licence_scope === 'organization' ? organizations.length : properties.length;
    const licensed =
      s.licence_scope === 'organization'
        ? organizations.filter((o) => o.licensed).length
        : properties.filter((p) => (p.products ?? []).includes(PROPERTY_PRODUCT_NAMES[s.key])).length;
    return { ...s, licensed: licensed > 0, licensed_count: licensed, total_count: total };
  });
}
