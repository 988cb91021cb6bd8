import { GROUP_PRODUCT_NAME, isLiveSubscription, licenceScope, productOfType } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import {
  type Auth,
  accessibleOrganization,
  accessibleProperty,
  type Member,
  member,
  visibleOrganizationIds,
} from '../access/access.ts';
import { requirePurchase, visibleProperty } from './billing-access.ts';
import { syncEntitlements } from './entitlements.ts';
import { assignLicence, type Target, targetHasLicence, unassignLicence } from './licence-assign.ts';
import {
  findLicenceView,
  type LicenceView,
  licenceHistory,
  licensedScopes,
  liveLicences,
  organizationScopes,
  presentLicence,
  propertyScopes,
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

  // Ids, not the query builder: an async function's builder would be awaited into rows ({ id }).
  const orgIdsOf = async (m: Member, oid: number | undefined): Promise<number[]> =>
    oid !== undefined
      ? [(await accessibleOrganization(db, m, oid)).id]
      : ((await visibleOrganizationIds(db, m)) as Array<{ id: number }>).map((o) => o.id);

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
      const scopes = licensedScopes(
        'property',
        await propertyScopes(db, await orgIdsOf(m, query.oid)),
        await liveLicences(db, m.companyId),
      );
      return { status: 200, body: { response: scopes.filter((s) => s.licences.length) } };
    },
    listUnlicensedProperties: async ({ auth, query }) => {
      const m = member(auth);
      const product = productOfType(query.type);
      const rows = (await propertyScopes(db, await orgIdsOf(m, query.oid))).filter((p) => p.active !== false);
      const scopes = licensedScopes('property', rows, await liveLicences(db, m.companyId));
      return {
        status: 200,
        body: { response: scopes.filter((s) => !s.licences.some((l) => l.product === product)) },
      };
    },
    listLicensedOrganizations: async ({ auth }) => {
      const m = member(auth);
      const scopes = licensedScopes(
        'organization',
        await organizationScopes(db, visibleOrganizationIds(db, m)),
        await liveLicences(db, m.companyId),
      );
      return { status: 200, body: { response: scopes.filter((s) => s.licences.length) } };
    },
    listUnlicensedOrganizations: async ({ auth }) => {
      const m = member(auth);
      const scopes = licensedScopes(
        'organization',
        await organizationScopes(db, visibleOrganizationIds(db, m)),
        await liveLicences(db, m.companyId),
      );
      return { status: 200, body: { response: scopes.filter((s) => !s.licences.length) } };
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
    getPropertyLicences: async ({ auth, params }) => {
      const m = member(auth);
      const { property } = await accessibleProperty(db, m, params.orgId, params.propId);
      const scopes = (await propertyScopes(db, [property.organization_id])).filter(
        (s) => s.id === property.id,
      );
      return {
        status: 200,
        body: { response: licensedScopes('property', scopes, await liveLicences(db, m.companyId)) },
      };
    },
    getOrganizationPropertyLicences: async ({ auth, params }) => {
      const m = member(auth);
      const org = await accessibleOrganization(db, m, params.orgId);
      return {
        status: 200,
        body: {
          response: licensedScopes(
            'property',
            await propertyScopes(db, [org.id]),
            await liveLicences(db, m.companyId),
          ),
        },
      };
    },
    listLicences: async ({ auth }) => {
      const m = member(auth);
      return { status: 200, body: { response: (await liveLicences(db, m.companyId)).map(presentLicence) } };
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
