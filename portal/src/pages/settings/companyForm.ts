import type { Schemas } from '@privacy-portal/sdk';
import { compact, normaliseWebsite } from '../../lib/validation.ts';

type Company = Schemas['Company'];
export type CompanyField = 'company_name' | 'country' | 'address' | 'city' | 'zip' | 'phone' | 'website';
export type CompanyValues = Record<CompanyField, string>;

export const COMPANY_FIELDS: readonly CompanyField[] = [
  'company_name',
  'country',
  'address',
  'city',
  'zip',
  'phone',
  'website',
];

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

/** The contract's limits (openapi CompanyUpdate). */
export const COMPANY_MAX: Record<CompanyField, number> = {
  company_name: 100,
  country: 100,
  address: 200,
  city: 100,
  zip: 20,
  phone: 40,
  website: 2048,
};

const PHONE = /^[+0-9 ()./-]*$/;

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

/** Client-side checks, naming the field and the reason; the server checks the same again. */
export function validateCompany(values: CompanyValues): Partial<Record<CompanyField, string>> {
  const errors: Partial<Record<CompanyField, string | undefined>> = {};
  for (const field of COMPANY_FIELDS) {
    if (values[field].trim().length > COMPANY_MAX[field]) {
      errors[field] = `${COMPANY_LABELS[field]} must be at most ${COMPANY_MAX[field]} characters.`;
    }
  }
  if (values.company_name.trim() === '') errors.company_name = 'Enter the company name.';
  if (!errors.phone && !PHONE.test(values.phone.trim())) {
    errors.phone = 'Phone may contain only digits, spaces and the characters + ( ) . / -.';
  }
  if (!errors.website && values.website.trim() !== '' && normaliseWebsite(values.website) === null) {
    errors.website = 'Enter a website address like https://www.example.com.';
  }
  return compact(errors);
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
