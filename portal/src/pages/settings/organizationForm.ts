import type { Schemas } from '@privacy-portal/sdk';
import { compact } from '../../lib/validation.ts';

export type OrganizationField = 'orgname' | 'description' | 'country';
export type OrganizationValues = Record<OrganizationField, string>;

export const ORGANIZATION_LABELS: Record<OrganizationField, string> = {
  orgname: 'Organization name',
  description: 'Description',
  country: 'Country',
};

/** The contract's limits (openapi OrganizationCreate / OrganizationPatch). */
export const ORGANIZATION_MAX: Record<OrganizationField, number> = {
  orgname: 100,
  description: 500,
  country: 100,
};

export const EMPTY_ORGANIZATION: OrganizationValues = { orgname: '', description: '', country: '' };

export function organizationValues(organization: Schemas['Organization']): OrganizationValues {
  return {
    orgname: organization.orgname,
    description: organization.description,
    country: organization.country,
  };
}

/** Client-side checks, naming the field and the reason; the server checks the same again. */
export function validateOrganization(values: OrganizationValues): Partial<Record<OrganizationField, string>> {
  const errors: Partial<Record<OrganizationField, string | undefined>> = {};
  for (const field of Object.keys(ORGANIZATION_MAX) as OrganizationField[]) {
    if (values[field].trim().length > ORGANIZATION_MAX[field]) {
      errors[field] = `${ORGANIZATION_LABELS[field]} must be at most ${ORGANIZATION_MAX[field]} characters.`;
    }
  }
  if (values.orgname.trim() === '') errors.orgname = 'Enter the organization name.';
  return compact(errors);
}

/** The POST /organizations and PATCH /organizations/{id} body (both take the same three fields). */
export function organizationBody(values: OrganizationValues): Schemas['OrganizationCreate'] {
  return {
    orgname: values.orgname.trim(),
    description: values.description.trim(),
    country: values.country.trim(),
  };
}
