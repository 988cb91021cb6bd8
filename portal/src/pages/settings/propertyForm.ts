import { normaliseWebsite, type Schemas, WEBSITE_SHAPE_MESSAGE } from '@privacy-portal/sdk';
import { PropertyCreate as PropertyCreateRules } from '@privacy-portal/sdk/form-rules';
import { contractMaxLength, contractRules } from '@privacy-portal/sdk/react';

export type PropertyField = 'property_name' | 'url';
export type PropertyValues = Record<PropertyField, string>;

export const PROPERTY_LABELS: Record<PropertyField, string> = {
  property_name: 'Property name',
  url: 'Website address',
};

export const EMPTY_PROPERTY: PropertyValues = { property_name: '', url: '' };

export function propertyValues(property: Schemas['Property']): PropertyValues {
  return { property_name: property.property_name, url: property.url };
}

/** The checks of one field: the contract's PropertyCreate limits, on the address as it is sent. */
export function propertyRules(field: PropertyField) {
  if (field === 'property_name') return contractRules(PropertyCreateRules, field, PROPERTY_LABELS[field]);
  return contractRules(PropertyCreateRules, field, PROPERTY_LABELS[field], {
    prepare: (value) => normaliseWebsite(value) ?? value,
    pattern: WEBSITE_SHAPE_MESSAGE,
    validate: { website: (value) => (normaliseWebsite(value) === null ? WEBSITE_SHAPE_MESSAGE : undefined) },
  });
}

export function propertyMaxLength(field: PropertyField): number | undefined {
  return contractMaxLength(PropertyCreateRules, field);
}

/** The POST /property/{orgId} body; also the rename PATCH. "example.com" is sent as https://example.com. */
export function propertyBody(values: PropertyValues): Schemas['PropertyCreate'] {
  const url = values.url.trim();
  return { property_name: values.property_name.trim(), url: normaliseWebsite(url) ?? url };
}
