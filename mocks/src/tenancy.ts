import type { Schemas } from '@privacy-portal/sdk';
import { found, type Member } from './http.ts';
import type { MockOrganization, MockState } from './state.ts';

/** Lists in name order, as the server's `order by lower(name), id`. */
export const nameKey = (name: string, id: number) => [name.toLowerCase(), id];

/** The organizations a member sees: all of the company's for company roles, else their own. */
export const visibleOrganizations = (state: MockState, m: Member): MockOrganization[] =>
  state.organizations.list(
    (o) => o.cID === m.companyId && (m.role.scope === 'company' || m.user.organization_ids.includes(o.id)),
  );

/** Another company's (or an unassigned) organization is a 404, as on the server. */
export const organizationOf = (state: MockState, m: Member, id: number): MockOrganization =>
  found(
    visibleOrganizations(state, m).find((o) => o.id === id),
    'Organization',
  );

export function propertyOf(state: MockState, m: Member, orgId: number, propId: number) {
  const organization = organizationOf(state, m, orgId);
  const property = state.properties.find(
    (p) => p.property_id === propId && p.organization_id === organization.id,
  );
  return { organization, property: found(property, 'Property') };
}

export const propertiesOf = (state: MockState, organizationId: number): Schemas['Property'][] =>
  state.properties
    .list((p) => p.organization_id === organizationId)
    .sort((a, b) => a.property_name.localeCompare(b.property_name) || a.property_id - b.property_id);

export const presentOrganization = (state: MockState, o: MockOrganization): Schemas['Organization'] => ({
  ...o,
  properties: propertiesOf(state, o.id),
});
