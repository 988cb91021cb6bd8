import {
  type AccessFlags,
  hasPropertyProduct,
  MODULES,
  type ModuleKey,
  moduleHomeRoute,
  PROPERTY_PRODUCT_NAMES,
  type PropertyProduct,
  type Schemas,
} from '@privacy-portal/sdk';

type Property = Schemas['Property'];

/** A licensed product's key in the session's access flags. */
export type LicensedProduct = keyof AccessFlags;

export interface ProductTile {
  key: ModuleKey;
  label: string;
  /** The product's landing route (portal-spec §2); links add oid and pid. */
  route: string;
  description: string;
  /** The licence that opens it; ROPA and Data Discovery need none (setup guard only). */
  licence?: LicensedProduct;
  /** Who holds the licence: the organization (DSAR) or the property (the others). */
  scope: 'organization' | 'property';
}

/** The products of the portal (the module registry), in the order the welcome page shows them. */
export const PRODUCT_TILES: readonly ProductTile[] = MODULES.map((module) => ({
  key: module.key,
  label: module.label,
  route: moduleHomeRoute(module),
  description: module.tile.description,
  scope: module.scope,
  ...(module.licence ? { licence: module.licence } : {}),
}));

const isPropertyProduct = (licence: string | undefined): licence is PropertyProduct =>
  licence !== undefined && licence in PROPERTY_PRODUCT_NAMES;

/** The products licensed per property; which name on the property grants each is the sdk's rule. */
export const PROPERTY_PRODUCTS: readonly { label: string; licence: PropertyProduct }[] = MODULES.flatMap(
  (module) =>
    module.scope === 'property' && isPropertyProduct(module.licence)
      ? [{ label: module.label, licence: module.licence }]
      : [],
);

/** The labels of the products a property is licensed for, in the order above. */
export function propertyProductLabels(property: Pick<Property, 'name'>): string[] {
  return PROPERTY_PRODUCTS.filter((product) => hasPropertyProduct(property, product.licence)).map(
    (product) => product.label,
  );
}
