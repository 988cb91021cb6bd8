import type { Schemas } from '@privacy-portal/sdk';

export interface PairOption {
  /** `${organization_id}:${property_id}`, the Select's option id. */
  id: string;
  label: string;
  organizationId: number;
  propertyId: number;
}

export function pairId(organizationId: number, propertyId: number): string {
  return `${organizationId}:${propertyId}`;
}

/**
 * Every organization/property pair the user could open on, in the session's order (organizations by
 * name, then properties by name). Inactive properties are left out: they cannot be worked on.
 */
export function defaultPairOptions(organizations: readonly Schemas['Organization'][]): PairOption[] {
  return organizations.flatMap((organization) =>
    organization.properties
      .filter((property) => property.property_active)
      .map((property) => ({
        id: pairId(organization.id, property.property_id),
        label: `${organization.orgname} / ${property.property_name}`,
        organizationId: organization.id,
        propertyId: property.property_id,
      })),
  );
}
