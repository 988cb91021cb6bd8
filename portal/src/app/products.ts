import {
  type AccessFlags,
  hasPropertyProduct,
  type PropertyProduct,
  type Schemas,
} from '@privacy-portal/sdk';

type Property = Schemas['Property'];

/** A licensed product's key in the session's access flags. */
export type LicensedProduct = keyof AccessFlags;

export interface ProductTile {
  label: string;
  /** The product's landing route (portal-spec §2); links add oid and pid. */
  route: string;
  description: string;
  /** The licence that opens it; ROPA and Data Discovery need none (setup guard only). */
  licence?: LicensedProduct;
}

/** The products of the portal, in the order the welcome page shows them. */
export const PRODUCT_TILES: readonly ProductTile[] = [
  {
    label: 'Cookie Consent',
    route: '/home/dashboard/cookie-consent',
    description: 'Scan your sites for cookies, show a consent banner and keep proof of every choice.',
    licence: 'cookieConsent',
  },
  {
    label: 'DSAR',
    route: '/home/dashboard/ccpa-dsar',
    description: 'Take data subject requests through web forms and answer them on time with workflows.',
    licence: 'dsar',
  },
  {
    label: 'Consent Preference',
    route: '/home/dashboard/consent-preference',
    description: 'Let people choose what they hear from you and keep verified records of their consent.',
    licence: 'consentPreference',
  },
  {
    label: 'Social Fortuna',
    route: '/social-fortuna/dashboard',
    description:
      'Publish a social widget on your site that invites visitors to follow and share, and count the results.',
    licence: 'socialFortuna',
  },
  {
    label: 'ROPA',
    route: '/ropa/activity',
    description: 'Keep your record of processing activities with the assets, parties and policies behind it.',
  },
  {
    label: 'Data Discovery',
    route: '/data-discovery/reports',
    description: 'Connect your systems and find where personal data is stored, with reports per scan.',
  },
];

/** The products licensed per property; which name on the property grants each is the sdk's rule. */
export const PROPERTY_PRODUCTS = [
  { label: 'Cookie Consent', licence: 'cookieConsent' },
  { label: 'Consent Preference', licence: 'consentPreference' },
  { label: 'Social Fortuna', licence: 'socialFortuna' },
] as const satisfies readonly { label: string; licence: PropertyProduct }[];

/** The labels of the products a property is licensed for, in the order above. */
export function propertyProductLabels(property: Pick<Property, 'name'>): string[] {
  return PROPERTY_PRODUCTS.filter((product) => hasPropertyProduct(property, product.licence)).map(
    (product) => product.label,
  );
}
