import type { Schemas } from '@privacy-portal/sdk';

export interface CompanyRow {
  id: number;
  name: string;
  country: string;
  address: string;
  city: string;
  zip: string;
  phone: string;
  website: string;
  created_at: Date;
}

export function presentCompany(row: CompanyRow): Schemas['Company'] {
  return {
    id: row.id,
    company_name: row.name,
    country: row.country,
    address: row.address,
    city: row.city,
    zip: row.zip,
    phone: row.phone,
    website: row.website,
    created_at: new Date(row.created_at).toISOString(),
  };
}
