import type { Schemas } from '@privacy-portal/sdk';
import { OrganizationCreate as OrganizationCreateRules } from '@privacy-portal/sdk/form-rules';
import { contractMaxLength, contractRules } from '@privacy-portal/sdk/react';

export type OrganizationField = 'orgname' | 'description' | 'country';
export type OrganizationValues = Record<OrganizationField, string>;

export const ORGANIZATION_LABELS: Record<OrganizationField, string> = {
  orgname: 'Organization name',
  description: 'Description',
  country: 'Country',
};

/** How the organization forms read a refusal: a name already used marks the name field. */
export const ORGANIZATION_CODE_FIELDS: Partial<Record<string, OrganizationField>> = { name_taken: 'orgname' };

export const EMPTY_ORGANIZATION: OrganizationValues = { orgname: '', description: '', country: '' };

export function organizationValues(organization: Schemas['Organization']): OrganizationValues {
  return {
    orgname: organization.orgname,
    description: organization.description,
    country: organization.country,
  };
}

/** The checks of one field: the contract's OrganizationCreate limits (PATCH takes the same). */
export function organizationRules(field: OrganizationField) {
  return contractRules(OrganizationCreateRules, field, ORGANIZATION_LABELS[field], {
    ...(field === 'orgname' ? { required: 'Enter the organization name.' } : {}),
  });
}

export function organizationMaxLength(field: OrganizationField): number | undefined {
  return contractMaxLength(OrganizationCreateRules, field);
}

/** The POST /organizations and PATCH /organizations/{id} body (both take the same three fields). */
export function organizationBody(values: OrganizationValues): Schemas['OrganizationCreate'] {
  return {
    orgname: values.orgname.trim(),
    description: values.description.trim(),
    country: values.country.trim(),
  };
}
