import type { Schemas } from '@privacy-portal/sdk';
import { compact, normaliseWebsite } from '../../lib/validation.ts';

export type PropertyField = 'property_name' | 'url';
export type PropertyValues = Record<PropertyField, string>;

export const PROPERTY_LABELS: Record<PropertyField, string> = {
  property_name: 'Property name',
  url: 'Website address',
};

/** The contract's limits (openapi PropertyCreate: OrgName and WebsiteUrl). */
export const PROPERTY_MAX: Record<PropertyField, number> = { property_name: 100, url: 2048 };

export const EMPTY_PROPERTY: PropertyValues = { property_name: '', url: '' };

export function propertyValues(property: Schemas['Property']): PropertyValues {
  return { property_name: property.property_name, url: property.url };
}

/** Client-side checks, naming the field and the reason; the server checks the same again. */
export function validateProperty(values: PropertyValues): Partial<Record<PropertyField, string>> {
  const name = values.property_name.trim();
  const url = values.url.trim();
  return compact({
    property_name:
      name === ''
        ? 'Enter the property name.'
        : name.length > PROPERTY_MAX.property_name
          ? `Property name must be at most ${PROPERTY_MAX.property_name} characters.`
          : undefined,
    url:
      url === ''
        ? 'Enter the website address.'
        : url.length > PROPERTY_MAX.url
          ? `Website address must be at most ${PROPERTY_MAX.url} characters.`
          : normaliseWebsite(url) === null
            ? 'Enter a website address like https://www.example.com.'
            : undefined,
  });
}

/** The POST /property/{orgId} body; also the rename PATCH. "example.com" is sent as https://example.com. */
export function propertyBody(values: PropertyValues): Schemas['PropertyCreate'] {
  const url = values.url.trim();
  return { property_name: values.property_name.trim(), url: normaliseWebsite(url) ?? url };
}
