import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import {
  type Auth,
  accessibleOrganization,
  accessibleProperty,
  conflictOnDuplicate,
  member,
  requireCompanyAdmin,
  requireWrite,
} from '../access/access.ts';
import {
  deleteOrganization,
  findOrganizationsByName,
  insertOrganization,
  listOrganizations,
  organizationWithProperties,
  updateOrganization,
} from './organizations.queries.ts';

type OrgOps =
  | 'listOrganizations'
  | 'createOrganization'
  | 'getOrganization'
  | 'replaceOrganization'
  | 'updateOrganization'
  | 'deleteOrganization'
  | 'getSelectedOrgProperty'
  | 'findOrganizationsByName';

const DUPLICATE = 'An organization with this name already exists';

export function organizationHandlers(deps: Deps): Pick<Handlers<Auth>, OrgOps> {
  const { db } = deps;

  async function change(
    auth: Auth | null,
    id: number,
    patch: { orgname?: string; description?: string; country?: string },
  ) {
    const m = member(auth);
    requireWrite(m, 'change organizations');
    const org = await accessibleOrganization(db, m, id);
    const row = await updateOrganization(db, org.id, patch).catch((err: unknown) =>
      conflictOnDuplicate(err, 'orgname', DUPLICATE),
    );
    return { status: 200 as const, body: { response: await organizationWithProperties(db, row) } };
  }

  return {
    listOrganizations: async ({ auth, query }) => ({
      status: 200,
      body: await listOrganizations(db, member(auth), query.required === 'property', query),
    }),
    createOrganization: async ({ auth, body }) => {
      const m = member(auth);
      requireCompanyAdmin(m, 'create organizations');
      const org = await insertOrganization(db, m.companyId, {
        orgname: body.orgname,
        description: body.description ?? '',
        country: body.country ?? '',
      }).catch((err: unknown) => conflictOnDuplicate(err, 'orgname', DUPLICATE));
      return { status: 201, body: { response: await organizationWithProperties(db, org) } };
    },
    getOrganization: async ({ auth, params }) => {
      const org = await accessibleOrganization(db, member(auth), params.id);
      return { status: 200, body: { response: await organizationWithProperties(db, org) } };
    },
    replaceOrganization: async ({ auth, params, body }) => change(auth, params.id, body),
    updateOrganization: async ({ auth, params, body }) => change(auth, params.id, body),
    deleteOrganization: async ({ auth, params }) => {
      const m = member(auth);
      requireCompanyAdmin(m, 'delete organizations');
      const org = await accessibleOrganization(db, m, params.id);
      await deleteOrganization(db, org.id);
      return { status: 204 };
    },
    getSelectedOrgProperty: async ({ auth, params }) => {
      const m = member(auth);
      const { org, property } = await accessibleProperty(db, m, params.id, params.propId);
      return {
        status: 200,
        body: {
          response: {
            organization_id: org.id,
            organization_name: org.name,
            property_id: property.id,
            property_name: property.name,
            property_active: property.active,
            user_id: m.user.id,
          },
        },
      };
    },
    findOrganizationsByName: async ({ auth, params, query }) => {
      const m = member(auth);
      if (params.companyId !== m.companyId) throw notFound('Company');
      return { status: 200, body: await findOrganizationsByName(db, m, query.name, query) };
    },
  };
}
