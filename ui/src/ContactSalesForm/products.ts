/** The products offered in the contact-sales form (calls-billing-spec §2 "Pricing page"). */
const PRODUCTS = ['Cookie Consent', 'DSAR', 'Consent Preference', 'Social Fortuna'] as const;
const TIERS = ['Starter', 'Essentials', 'Professional', 'Enterprise'] as const;
const BUNDLES = ['Essential', 'Business', 'Business plus'] as const;

/** Each product in each tier ('Cookie Consent Starter' …), then the bundles, spelled as the spec does. */
export const CONTACT_SALES_PRODUCTS: readonly string[] = [
  ...PRODUCTS.flatMap((product) => TIERS.map((tier) => `${product} ${tier}`)),
  ...BUNDLES,
];

export const CONTACT_SALES_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter valid email',
  productRequired: 'Product name is required',
} as const;

/** An address with one @, no spaces, and a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactSalesValues {
  email: string;
  /** The chosen product names, in list order. */
  productNames: string[];
  /** Optional free text ('' when left empty). */
  additionalInfo: string;
}

export interface ContactSalesErrors {
  email?: string;
  productNames?: string;
}

/** The validation rules of calls-billing-spec §5; additional information is optional. */
export function validateContactSales(values: ContactSalesValues): ContactSalesErrors {
  const errors: ContactSalesErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = CONTACT_SALES_MESSAGES.emailRequired;
  else if (!EMAIL.test(email)) errors.email = CONTACT_SALES_MESSAGES.emailInvalid;
  if (values.productNames.length === 0) errors.productNames = CONTACT_SALES_MESSAGES.productRequired;
  return errors;
}
