/**
 * Manage Vendors: a property's own vendors, and IAB TCF vendors and Google ad-technology providers
 * picked from the published lists (essentials and up: tier feature tcf_vendors). A listed vendor's
 * name, purposes and privacy policy come from the list, not from the request.
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { conflictOnDuplicate } from '../../access/access.ts';
import { findPropertyCategory } from '../blocking/blocking.queries.ts';
import { type CookieConsentScope, requireFeature } from '../cookieConsent.access.ts';
import { type GlobalVendor, loadVendorList } from './vendor-lists.ts';
import {
  deleteVendor,
  findVendor,
  insertVendor,
  updateVendor,
  type Vendor,
  type VendorFields,
  type VendorListKind,
} from './vendors.queries.ts';

type VendorInput = Schemas['VendorInput'];

/** The contract's most: the first 50 by name. */
const SEARCH_LIMIT = 50;

const bodyError = (field: string, reason: string) =>
  new ApiError(400, 'validation_failed', `body.${field} ${reason}`, [{ in: 'body', field, reason }]);

/** Trimmed, without blanks or repeats, in the order given. */
const cleanList = (values: readonly string[] | undefined) => [
  ...new Set((values ?? []).map((v) => v.trim()).filter(Boolean)),
];

async function listedVendor(db: Db, kind: VendorListKind, gvlId: number | undefined): Promise<GlobalVendor> {
  if (gvlId === undefined) throw bodyError('gvl_id', 'is required for IAB and Google vendors');
  const list = await loadVendorList(db, kind);
  const found = list.byId.get(gvlId);
  if (found) return found;
  throw bodyError(
    'gvl_id',
    kind === 'iab'
      ? `is not a vendor of the IAB Global Vendor List (version ${list.version})`
      : "is not one of Google's ad-technology providers",
  );
}

async function vendorFields(db: Db, scope: CookieConsentScope, input: VendorInput): Promise<VendorFields> {
  if (input.kind !== 'custom') requireFeature(scope.tier, 'tcf_vendors', 'kind');
  const categoryId = input.category_id ?? null;
  if (categoryId !== null && !(await findPropertyCategory(db, scope.property.id, categoryId))) {
    throw bodyError('category_id', 'is not a cookie category of this property');
  }
  const common = { category_id: categoryId, cookies: cleanList(input.cookies) };
  if (input.kind === 'custom') {
    if (input.gvl_id !== undefined) throw bodyError('gvl_id', 'is only for IAB and Google vendors');
    const name = input.name.trim();
    if (!name) throw bodyError('name', 'must not be blank');
    return {
      kind: 'custom',
      name,
      gvl_id: null,
      purposes: cleanList(input.purposes),
      privacy_policy_url: input.privacy_policy_url ?? null,
      ...common,
    };
  }
  const listed = await listedVendor(db, input.kind, input.gvl_id);
  return {
    kind: input.kind,
    name: listed.name,
    gvl_id: listed.gvl_id,
    purposes: listed.purposes,
    privacy_policy_url: listed.privacy_policy_url,
    ...common,
  };
}

const duplicate = (err: unknown, fields: VendorFields): never =>
  conflictOnDuplicate(err, 'gvl_id', `${fields.name} is already one of this property's vendors`);

export async function addVendor(db: Db, scope: CookieConsentScope, input: VendorInput): Promise<Vendor> {
  const fields = await vendorFields(db, scope, input);
  return insertVendor(db, scope.property.id, fields).catch((err) => duplicate(err, fields));
}

export async function changeVendor(
  db: Db,
  scope: CookieConsentScope,
  id: number,
  input: VendorInput,
): Promise<Vendor> {
  if (!(await findVendor(db, scope.property.id, id))) throw notFound('Vendor');
  const fields = await vendorFields(db, scope, input);
  const changed = await updateVendor(db, scope.property.id, id, fields).catch((err) =>
    duplicate(err, fields),
  );
  // Removed by a parallel request meanwhile.
  if (!changed) throw notFound('Vendor');
  return changed;
}

export async function removeVendor(db: Db, propertyId: number, id: number): Promise<void> {
  if (!(await deleteVendor(db, propertyId, id))) throw notFound('Vendor');
}

/** The list's vendors whose name contains the search (any letter case), the first 50 by name. */
export async function searchGlobalVendors(
  db: Db,
  kind: VendorListKind,
  search: string | undefined,
): Promise<Schemas['GlobalVendorSearch']> {
  const list = await loadVendorList(db, kind);
  const needle = search?.trim().toLocaleLowerCase('en');
  const vendors = needle
    ? list.vendors.filter((v) => v.name.toLocaleLowerCase('en').includes(needle)).slice(0, SEARCH_LIMIT)
    : list.vendors.slice(0, SEARCH_LIMIT);
  return { vendor_list_version: list.version, vendors };
}
