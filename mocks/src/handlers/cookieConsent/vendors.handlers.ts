import type { Schemas } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import { type CookieConsentScope, cookieConsentScope, requireFeature } from '../../cookieConsent/access.ts';
import { categoryOfProperty, presentVendor } from '../../cookieConsent/present.ts';
import { plainText } from '../../cookieConsent/text.ts';
import { fieldError, MockApiError } from '../../errors.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';
import { nameKey } from '../../tenancy.ts';

const WRITE = 'change vendors';
const LIST_NAME = { iab: 'the IAB Global Vendor List', google: "Google's ad-technology providers" } as const;

/** Tag Vendors: the property's vendors and the two global lists (those from essentials up). */
export function vendorsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const cc = state.cookieConsent;
  const vendorInPath = (pid: number, id: string) =>
    found(
      cc.vendors.find((v) => v.property_id === pid && v.id === Number(id)),
      'Vendor',
    );
  /** The stored fields: a list vendor's name, purposes and policy come from its list. */
  const values = ({ property, tier }: CookieConsentScope, body: Schemas['VendorInput'], except?: number) => {
    const pid = property.property_id;
    const category_id =
      body.category_id === undefined || body.category_id === null
        ? null
        : categoryOfProperty(cc, pid, body.category_id).id;
    const common = { kind: body.kind, category_id, cookies: body.cookies ?? [] };
    if (body.kind === 'custom')
      return {
        ...common,
        name: plainText(body.name),
        gvl_id: null,
        purposes: (body.purposes ?? []).map(plainText).filter(Boolean),
        privacy_policy_url: body.privacy_policy_url ?? null,
      };
    requireFeature(tier, 'tcf_vendors', 'kind');
    if (body.gvl_id === undefined) throw fieldError('gvl_id', 'is required for IAB and Google vendors');
    const listed = cc.vendorLists[body.kind].vendors.find((v) => v.gvl_id === body.gvl_id);
    if (!listed) throw fieldError('gvl_id', `is not in ${LIST_NAME[body.kind]}`);
    const taken = cc.vendors.find(
      (v) => v.property_id === pid && v.id !== except && v.kind === body.kind && v.gvl_id === body.gvl_id,
    );
    if (taken)
      throw new MockApiError(409, 'name_taken', `${listed.name} is already a vendor of this property`, [
        { in: 'body', field: 'gvl_id', reason: 'is already used' },
      ]);
    return {
      ...common,
      name: listed.name,
      gvl_id: listed.gvl_id,
      purposes: [...listed.purposes],
      privacy_policy_url: listed.privacy_policy_url,
    };
  };

  return [
    http.get('/consent/manage-vendors/{orgId}/{propId}', ({ request, params, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { orgId: params.orgId, propId: params.propId });
      const page = cc.vendors.page(query, {
        filter: (v) => v.property_id === property.property_id,
        key: (v) => nameKey(v.name, v.id),
      });
      return response(200).json({ ...page, response: page.response.map(presentVendor) });
    }),
    http.post('/consent/manage-vendors/{orgId}/{propId}', async ({ request, params, response }) => {
      const scope = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      const row = values(scope, await request.json());
      const vendor = cc.vendors.create((id) => ({
        id,
        property_id: scope.property.property_id,
        ...row,
        created_at: nowIso(state),
      }));
      return response(201).json({ response: presentVendor(vendor) });
    }),
    http.put('/consent/manage-vendors/{orgId}/{propId}/{id}', async ({ request, params, response }) => {
      const scope = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      const vendor = vendorInPath(scope.property.property_id, params.id);
      Object.assign(vendor, values(scope, await request.json(), vendor.id));
      return response(200).json({ response: presentVendor(vendor) });
    }),
    http.delete('/consent/manage-vendors/{orgId}/{propId}/{id}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      cc.vendors.remove(vendorInPath(property.property_id, params.id).id);
      return response(204).empty();
    }),
    http.get('/consent/global-vendors/{orgId}/{propId}', ({ request, params, query, response }) => {
      cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        feature: 'tcf_vendors',
      });
      const list = cc.vendorLists[query.get('kind') === 'google' ? 'google' : 'iab'];
      const search = query.get('search')?.toLowerCase();
      const vendors = list.vendors
        .filter((v) => !search || v.name.toLowerCase().includes(search))
        .sort((a, b) => a.name.localeCompare(b.name) || a.gvl_id - b.gvl_id)
        .slice(0, 50);
      return response(200).json({ response: { vendor_list_version: list.version, vendors } });
    }),
  ];
}
