import type { Schemas } from '@privacy-portal/sdk';

type Property = Schemas['Property'];
type Organization = Schemas['Organization'];

const STAMP = '2026-01-01T00:00:00.000Z';

/** An active property of organization 1 with no licence; `extra` changes any field. */
export function property(id: number, extra: Partial<Property> = {}): Property {
  return {
    property_id: id,
    organization_id: 1,
    property_name: `Property ${id}`,
    url: `https://site-${id}.test`,
    property_active: true,
    is_default: false,
    license_assigned: false,
    name: null,
    form_isactive: false,
    form_status: false,
    created_at: STAMP,
    updated_at: STAMP,
    ...extra,
  };
}

/** An organization of company 1 holding `properties`, without a DSAR licence unless `extra` says so. */
export function organization(
  id: number,
  properties: Property[],
  extra: Partial<Organization> = {},
): Organization {
  return {
    id,
    orgname: `Organization ${id}`,
    description: '',
    country: 'Germany',
    cID: 1,
    org_license_id: null,
    org_license_assigned: false,
    properties,
    created_at: STAMP,
    updated_at: STAMP,
    ...extra,
  };
}
