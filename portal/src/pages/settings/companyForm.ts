import { normaliseWebsite, type Schemas, WEBSITE_SHAPE_MESSAGE } from '@privacy-portal/sdk';
import { CompanyUpdate as CompanyUpdateRules } from '@privacy-portal/sdk/form-rules';
import { contractMaxLength, contractRules } from '@privacy-portal/sdk/react';

type Company = Schemas['Company'];
export type CompanyField = 'company_name' | 'country' | 'address' | 'city' | 'zip' | 'phone' | 'website';
export type CompanyValues = Record<CompanyField, string>;

export const COMPANY_LABELS: Record<CompanyField, string> = {
  company_name: 'Company name',
  country: 'Country',
  address: 'Address',
  city: 'City',
  zip: 'ZIP / postal code',
  phone: 'Phone',
  website: 'Website',
};

/** What the browser may fill each field with. */
export const COMPANY_AUTOCOMPLETE: Record<CompanyField, string> = {
  company_name: 'organization',
  country: 'country-name',
  address: 'street-address',
  city: 'address-level2',
  zip: 'postal-code',
  phone: 'tel',
  website: 'url',
};

export function companyValues(company: Company): CompanyValues {
  return {
    company_name: company.company_name,
    country: company.country,
    address: company.address,
    city: company.city,
    zip: company.zip,
    phone: company.phone,
    website: company.website,
  };
}

/** What the contract cannot say: a website must be an address (example.com gets https://). */
export function websiteError(value: string): string | undefined {
  return value.trim() !== '' && normaliseWebsite(value) === null ? WEBSITE_SHAPE_MESSAGE : undefined;
}

/** The PUT /company body: trimmed values; a website without a scheme gets https://. */
export function companyBody(values: CompanyValues): Schemas['CompanyUpdate'] {
  const website = values.website.trim();
  return {
    company_name: values.company_name.trim(),
    country: values.country.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    zip: values.zip.trim(),
    phone: values.phone.trim(),
    website: website === '' ? '' : (normaliseWebsite(website) ?? website),
  };
}

/** The checks of one company field: the contract's CompanyUpdate limits, plus the website's shape. */
export function companyRules(name: CompanyField) {
  return contractRules(CompanyUpdateRules, name, COMPANY_LABELS[name], {
    ...(name === 'company_name' ? { required: 'Enter the company name.' } : {}),
    ...(name === 'website' ? { validate: { website: websiteError } } : {}),
  });
}

/** The longest value the contract accepts in a company field. */
export function companyMaxLength(name: CompanyField): number | undefined {
  return contractMaxLength(CompanyUpdateRules, name);
}
