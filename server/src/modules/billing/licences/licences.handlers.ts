import { GROUP_PRODUCT_NAME, isLiveSubscription, licenceScope, productOfType } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import {
  type Auth,
  accessibleOrganization,
  accessibleProperty,
  type Member,
  member,
  visibleOrganizationIds,
} from '../../access/access.ts';
import { requirePurchase, visibleProperty } from '../billing-access.ts';
import { syncEntitlements } from '../limits/entitlements.service.ts';
import { assignLicence, type Target, targetHasLicence, unassignLicence } from './licence-assign.service.ts';
import {
  findLicenceView,
  type LicenceView,
  licenceHistory,
  liveLicencePage,
  organizationScopePage,
  presentLicence,
  propertyScopePage,
} from './licences.queries.ts';

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

async function licenceOf(db: Db, m: Member, id: number): Promise<LicenceView> {
  const licence = await findLicenceView(db, m.companyId, id);
  if (!licence) throw notFound('Licence');
  return licence;
}

const scopeWord = (kind: Target['kind']) => (kind === 'organization' ? 'an organization' : 'a property');

export function licenceHandlers(deps: Deps): Pick<Handlers<Auth>, LicenceOps> {
  const { db } = deps;

  // Wrapped: an async function returning the subquery itself would run it (a knex query is thenable)
  // and hand over rows instead of ids.
  const orgIdsOf = async (m: Member, oid: number | undefined) => ({
    ids: oid !== undefined ? [(await accessibleOrganization(db, m, oid)).id] : visibleOrganizationIds(db, m),
  });

  async function assign(m: Member, licence: LicenceView, target: Target) {
    requirePurchase(m, 'assign licences');
    if (licenceScope(licence.product) !== target.kind) {
      throw new ApiError(
        409,
        'licence_product_mismatch',
        `This is a ${GROUP_PRODUCT_NAME[licence.product]} licence: assign it to ${scopeWord(licenceScope(licence.product))}`,
      );
    }
    if (!isLiveSubscription(licence.sub_status))
      throw new ApiError(409, 'subscription_ended', 'The subscription of this licence has ended');
    const inUse = () =>
      new ApiError(409, 'licence_in_use', 'This licence is already assigned; unassign it first');
    if (licence.organization_id || licence.property_id) throw inUse();
    const taken = () =>
      new ApiError(
        409,
        'already_licensed',
        `${target.name} already has a ${GROUP_PRODUCT_NAME[licence.product]} licence`,
      );
    if (await targetHasLicence(db, licence.product, target)) throw taken();
    await db
      .transaction(async (trx) => {
        // Another request assigned it since it was read: one of them lands, the other is told.
        if (!(await assignLicence(trx, licence, target, { actorId: m.user.id, planName: licence.plan_name })))
          throw inUse();
        await syncEntitlements(trx, m.companyId);
      })
      .catch((err: unknown) => {
        if ((err as { code?: string }).code === '23505') throw taken();
        throw err;
      });
    return {
      status: 200 as const,
      body: {
        response: presentLicence(await licenceOf(db, m, licence.id)),
        message: 'Licence assigned',
      },
    };
  }

  async function unassign(m: Member, licence: LicenceView, kind: Target['kind']) {
    requirePurchase(m, 'unassign licences');
    if (licenceScope(licence.product) !== kind) {
      throw new ApiError(
        409,
        'licence_product_mismatch',
        `This is a ${GROUP_PRODUCT_NAME[licence.product]} licence, not one of ${scopeWord(kind)}`,
      );
    }
    if (licence.organization_id || licence.property_id) {
      await db.transaction(async (trx) => {
        await unassignLicence(trx, licence, {
          actorId: m.user.id,
          planName: licence.plan_name,
          targetName: licence.prop_name ?? licence.org_name,
        });
        await syncEntitlements(trx, m.companyId);
      });
    }
    return {
      status: 200 as const,
      body: { response: presentLicence(await licenceOf(db, m, licence.id)), message: 'Licence unassigned' },
    };
  }

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
      return assign(m, licence, { kind: 'property', id: property.id, name: property.name });
    },
    assignOrganizationLicence: async ({ auth, body }) => {
      const m = member(auth);
      const licence = await licenceOf(db, m, body.licence_id);
      const org = await accessibleOrganization(db, m, body.organization_id);
      return assign(m, licence, { kind: 'organization', id: org.id, name: org.name });
    },
    unassignPropertyLicence: async ({ auth, body }) => {
      const m = member(auth);
      return unassign(m, await licenceOf(db, m, body.licence_id), 'property');
    },
    unassignOrganizationLicence: async ({ auth, body }) => {
      const m = member(auth);
      return unassign(m, await licenceOf(db, m, body.licence_id), 'organization');
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
      return { status: 200, body: await liveLicencePage(db, m.companyId, query) };
    },
    listLicenceHistory: async ({ auth, query }) => {
      const m = member(auth);
      return {
        status: 200,
        body: { response: await licenceHistory(db, m.companyId, query.limit ?? 20, query.offset ?? 0) },
      };
    },
  };
}
