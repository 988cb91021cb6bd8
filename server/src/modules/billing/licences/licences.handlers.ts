import { productOfType, type Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { visibleOrganizationIds } from '../../access/access.queries.ts';
import {
  type Auth,
  accessibleOrganization,
  accessibleProperty,
  type Member,
  member,
} from '../../access/access.ts';
import { billingScope, visibleProperty } from '../billing-access.ts';
import {
  licenceHistory,
  liveLicencePage,
  organizationScopePage,
  propertyScopePage,
} from './licences.queries.ts';
import { assignByMember, licenceOf, unassignByMember } from './licences.service.ts';

type LicenceOps =
  | 'listLicensedProperties'
  | 'listUnlicensedProperties'
  | 'listLicensedOrganizations'
  | 'listUnlicensedOrganizations'
  | 'assignPropertyLicence'
  | 'assignOrganizationLicence'
  | 'unassignPropertyLicence'
  | 'unassignOrganizationLicence'
  | 'getPropertyLicences'
  | 'getOrganizationPropertyLicences'
  | 'listLicences'
  | 'listLicenceHistory';

const assigned = (response: Schemas['Licence']) => ({
  status: 200 as const,
  body: { response, message: 'Licence assigned' },
});
const unassigned = (response: Schemas['Licence']) => ({
  status: 200 as const,
  body: { response, message: 'Licence unassigned' },
});

export function licenceHandlers(deps: Deps): Pick<Handlers<Auth>, LicenceOps> {
  const { db } = deps;

  // Wrapped: an async function returning the subquery itself would run it (a knex query is thenable)
  // and hand over rows instead of ids.
  const orgIdsOf = async (m: Member, oid: number | undefined) => ({
    ids: oid !== undefined ? [(await accessibleOrganization(db, m, oid)).id] : visibleOrganizationIds(db, m),
  });

  return {
    listLicensedProperties: async ({ auth, query }) => {
      const m = member(auth);
      const { ids: orgIds } = await orgIdsOf(m, query.oid);
      const filter = { licensed: { held: true } };
      return { status: 200, body: await propertyScopePage(db, m.companyId, orgIds, filter, query) };
    },
    listUnlicensedProperties: async ({ auth, query }) => {
      const m = member(auth);
      const { ids: orgIds } = await orgIdsOf(m, query.oid);
      const filter = { activeOnly: true, licensed: { held: false, product: productOfType(query.type) } };
      return { status: 200, body: await propertyScopePage(db, m.companyId, orgIds, filter, query) };
    },
    listLicensedOrganizations: async ({ auth, query }) => {
      const m = member(auth);
      const orgIds = visibleOrganizationIds(db, m);
      const filter = { licensed: { held: true } };
      return { status: 200, body: await organizationScopePage(db, m.companyId, orgIds, filter, query) };
    },
    listUnlicensedOrganizations: async ({ auth, query }) => {
      const m = member(auth);
      const orgIds = visibleOrganizationIds(db, m);
      const filter = { licensed: { held: false } };
      return { status: 200, body: await organizationScopePage(db, m.companyId, orgIds, filter, query) };
    },
    assignPropertyLicence: async ({ auth, body }) => {
      const m = member(auth);
      const licence = await licenceOf(db, m, body.licence_id);
      const property = await visibleProperty(db, m, body.property_id);
      const target = { kind: 'property' as const, id: property.id, name: property.name };
      return assigned(await assignByMember(db, m, licence, target));
    },
    assignOrganizationLicence: async ({ auth, body }) => {
      const m = member(auth);
      const licence = await licenceOf(db, m, body.licence_id);
      const org = await accessibleOrganization(db, m, body.organization_id);
      const target = { kind: 'organization' as const, id: org.id, name: org.name };
      return assigned(await assignByMember(db, m, licence, target));
    },
    unassignPropertyLicence: async ({ auth, body }) => {
      const m = member(auth);
      return unassigned(await unassignByMember(db, m, await licenceOf(db, m, body.licence_id), 'property'));
    },
    unassignOrganizationLicence: async ({ auth, body }) => {
      const m = member(auth);
      return unassigned(
        await unassignByMember(db, m, await licenceOf(db, m, body.licence_id), 'organization'),
      );
    },
    getPropertyLicences: async ({ auth, params, query }) => {
      const m = member(auth);
      const { property } = await accessibleProperty(db, m, params.orgId, params.propId);
      const orgIds = [property.organization_id];
      const filter = { propertyId: property.id };
      return { status: 200, body: await propertyScopePage(db, m.companyId, orgIds, filter, query) };
    },
    getOrganizationPropertyLicences: async ({ auth, params, query }) => {
      const m = member(auth);
      const org = await accessibleOrganization(db, m, params.orgId);
      return { status: 200, body: await propertyScopePage(db, m.companyId, [org.id], {}, query) };
    },
    listLicences: async ({ auth, query }) => {
      const m = member(auth);
      return { status: 200, body: await liveLicencePage(db, m.companyId, query, billingScope(db, m)) };
    },
    listLicenceHistory: async ({ auth, query }) => {
      const m = member(auth);
      return {
        status: 200,
        body: {
          response: await licenceHistory(
            db,
            m.companyId,
            query.limit ?? 20,
            query.offset ?? 0,
            billingScope(db, m),
          ),
        },
      };
    },
  };
}
