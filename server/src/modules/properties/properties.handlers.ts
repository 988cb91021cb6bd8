import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { ApiError } from '../../http/errors.ts';
import {
  type Auth,
  accessibleOrganization,
  accessibleProperty,
  conflictOnDuplicate,
  member,
  requireWrite,
} from '../access/access.ts';
import {
  deleteProperty,
  findProperty,
  insertProperty,
  listPropertiesPage,
  makeDefault,
  presentProperty,
  updatePropertyFields,
} from './properties.queries.ts';

type PropertyOps =
  | 'listProperties'
  | 'createProperty'
  | 'getProperty'
  | 'replaceProperty'
  | 'updateProperty'
  | 'deleteProperty';

const DUPLICATE = 'A property with this name already exists in this organization';

export function propertyHandlers(deps: Deps): Pick<Handlers<Auth>, PropertyOps> {
  const { db } = deps;

  async function change(
    auth: Auth | null,
    orgId: number,
    propId: number,
    patch: { property_name?: string; url?: string; property_active?: boolean; is_default?: boolean },
  ) {
    const m = member(auth);
    requireWrite(m, 'change properties');
    const { property } = await accessibleProperty(db, m, orgId, propId);
    const activeAfter = patch.property_active ?? property.active;
    if (patch.is_default && !activeAfter) {
      throw new ApiError(
        409,
        'default_property',
        'An inactive property cannot be the default; activate it first',
      );
    }
    if (patch.property_active === false && property.is_default && !patch.is_default) {
      throw new ApiError(
        409,
        'default_property',
        'The default property cannot be deactivated; make another property the default first',
      );
    }
    await updatePropertyFields(db, property.id, patch).catch((err: unknown) =>
      conflictOnDuplicate(err, 'property_name', DUPLICATE),
    );
    if (patch.is_default) await makeDefault(db, orgId, property.id);
    const row = await findProperty(db, property.id);
    return { status: 200 as const, body: { response: presentProperty(row) } };
  }

  return {
    listProperties: async ({ auth, params, query }) => {
      const org = await accessibleOrganization(db, member(auth), params.orgId);
      return { status: 200, body: await listPropertiesPage(db, org.id, query) };
    },
    createProperty: async ({ auth, params, body }) => {
      const m = member(auth);
      requireWrite(m, 'create properties');
      const org = await accessibleOrganization(db, m, params.orgId);
      const row = await insertProperty(db, org.id, m.companyId, body).catch((err: unknown) =>
        conflictOnDuplicate(err, 'property_name', DUPLICATE),
      );
      return { status: 201, body: { response: presentProperty(row) } };
    },
    getProperty: async ({ auth, params }) => {
      const { property } = await accessibleProperty(db, member(auth), params.orgId, params.propId);
      return { status: 200, body: { response: presentProperty(property) } };
    },
    replaceProperty: async ({ auth, params, body }) => change(auth, params.orgId, params.propId, body),
    updateProperty: async ({ auth, params, body }) => change(auth, params.orgId, params.propId, body),
    deleteProperty: async ({ auth, params }) => {
      const m = member(auth);
      requireWrite(m, 'delete properties');
      const { property } = await accessibleProperty(db, m, params.orgId, params.propId);
      await deleteProperty(db, property);
      return { status: 204 };
    },
  };
}
