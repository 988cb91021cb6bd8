import { hasPropertyProduct, type Schemas } from '@privacy-portal/sdk';
import { type LicensedProduct, PROPERTY_PRODUCTS } from '../../app/products.ts';

type Organization = Schemas['Organization'];

export interface LicenceCount {
  product: string;
  licence: LicensedProduct;
  /** What holds the licence: DSAR by organization, the others by property. */
  unit: 'organization' | 'property';
  licensed: number;
  /** Organizations, or properties, that could hold it. */
  total: number;
  /** total − licensed, so a stacked bar shows the whole. */
  unlicensed: number;
}

/** Per product, how many organizations (DSAR) or properties (the others) hold its licence. */
export function licenceCounts(organizations: readonly Organization[]): LicenceCount[] {
  const properties = organizations.flatMap((organization) => organization.properties);
  const dsar = organizations.filter((organization) => organization.org_license_assigned).length;
  return [
    {
      product: 'DSAR',
      licence: 'dsar',
      unit: 'organization',
      licensed: dsar,
      total: organizations.length,
      unlicensed: organizations.length - dsar,
    },
    ...PROPERTY_PRODUCTS.map((product): LicenceCount => {
      const licensed = properties.filter((property) => hasPropertyProduct(property, product.licence)).length;
      return {
        product: product.label,
        licence: product.licence,
        unit: 'property',
        licensed,
        total: properties.length,
        unlicensed: properties.length - licensed,
      };
    }),
  ];
}

export interface AccountTotals {
  organizations: number;
  properties: number;
  activeProperties: number;
}

export function accountTotals(organizations: readonly Organization[]): AccountTotals {
  const properties = organizations.flatMap((organization) => organization.properties);
  return {
    organizations: organizations.length,
    properties: properties.length,
    activeProperties: properties.filter((property) => property.property_active).length,
  };
}
