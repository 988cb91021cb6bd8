import type { Schemas } from '@privacy-portal/sdk';
import { durationWords } from '@privacy-portal/sdk/cookie-consent';
import type { HttpHandler } from 'msw';
import { type CookieConsentScope, cookieConsentScope } from '../../cookieConsent/access.ts';
import { categoryOfProperty, presentCookie } from '../../cookieConsent/present.ts';
import { recordedAnswer } from '../../cookieConsent/recorded-answer.ts';
import { partyOf } from '../../cookieConsent/site.ts';
import type { MockCookie } from '../../cookieConsent/state.ts';
import { plainText } from '../../cookieConsent/text.ts';
import { MockApiError, validationFailed } from '../../errors.ts';
import type { OkBody } from '../../fixtures.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';
import { nameKey } from '../../tenancy.ts';

const WRITE = 'change cookies';
const DUPLICATE = 'A cookie with this name, domain and path already exists for this property';
/** The inventory's filters (paths/cookies.yaml). */
const FILTERS = ['category_id', 'published', 'party', 'type', 'search'] as const;
const STORAGE_TYPES: readonly Schemas['StorageType'][] = ['cookie', 'localStorage', 'sessionStorage'];

type Identity = Pick<MockCookie, 'name' | 'domain' | 'path' | 'type'>;
const sameCookie = (a: Identity, b: Identity) =>
  a.name === b.name && a.domain === b.domain && a.path === b.path && a.type === b.type;

/** Tag Cookies: the inventory, review and publishing, bulk changes and the CSV import. */
export function cookiesHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const cc = state.cookieConsent;
  const show = (row: MockCookie) => presentCookie(cc, row);
  const ofProperty = (pid: number) => (c: MockCookie) => c.property_id === pid;
  const cookieInPath = (pid: number, id: string) =>
    found(
      cc.cookies.find((c) => c.property_id === pid && c.id === Number(id)),
      'Cookie',
    );
  const refuseDuplicate = (pid: number, identity: Identity, except?: number) => {
    if (cc.cookies.find((c) => c.property_id === pid && c.id !== except && sameCookie(c, identity)))
      throw new MockApiError(409, 'name_taken', DUPLICATE, [
        { in: 'body', field: 'name', reason: 'is already in the inventory with this domain and path' },
      ]);
  };
  /** The stored fields of a cookie written by hand (create, or replace). */
  const fields = ({ property }: CookieConsentScope, body: Schemas['CookieInput']) => {
    const pid = property.property_id;
    const category = categoryOfProperty(cc, pid, body.category_id);
    const type = body.type ?? 'cookie';
    const domain = body.domain.toLowerCase();
    const seconds = body.duration_seconds ?? null;
    return {
      name: body.name,
      domain,
      path: body.path ?? '/',
      category_id: category.id,
      purpose: plainText(body.purpose ?? ''),
      type,
      duration_seconds: seconds,
      duration: durationWords(type, seconds),
      party: body.party ?? partyOf(domain, property.url),
      script_url: body.script_url ?? null,
    };
  };
  /** The ids of the property's cookies, or 400 naming each one that is not. */
  const cookiesOf = (pid: number, ids: number[]) => {
    const rows = ids.map((id) => cc.cookies.find((c) => c.property_id === pid && c.id === id));
    const unknown = ids.flatMap((_, i) =>
      rows[i] ? [] : [{ in: 'body' as const, field: `ids.${i}`, reason: 'is not a cookie of this property' }],
    );
    if (unknown.length) throw validationFailed(unknown);
    return rows as MockCookie[];
  };
  const byName = (c: MockCookie) => nameKey(c.name, c.id);

  return [
    // Filters and search are the server's SQL (CookieCategoryPage.server.test.tsx): a filtered url
    // answers its recording when there is one, else the plain page of the inventory.
    http.get('/all-cookie/{orgId}/{propId}', ({ request, params, query, response }) => {
      const { m, property } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
      });
      const filtered = FILTERS.some((name) => query.get(name) !== null);
      const url = new URL(request.url);
      const answer = filtered
        ? recordedAnswer(`/all-cookie/${params.orgId}/${params.propId}${url.search}`, m.user.email)
        : undefined;
      if (answer) return response(200).json(answer as OkBody<'/all-cookie/{orgId}/{propId}'>);
      const page = cc.cookies.page(query, { filter: ofProperty(property.property_id), key: byName });
      return response(200).json({
        ...page,
        response: page.response.map(show),
        total: cc.cookies.list(ofProperty(property.property_id)).length,
      });
    }),
    http.post('/cookie/{orgId}/{propId}', async ({ request, params, response }) => {
      const scope = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      const body = await request.json();
      const pid = scope.property.property_id;
      const values = fields(scope, body);
      refuseDuplicate(pid, values);
      const at = nowIso(state);
      const row = cc.cookies.create((id) => ({
        id,
        property_id: pid,
        ...values,
        pages: [],
        page_count: 0,
        source: 'manual',
        published: body.published ?? false,
        platform: null,
        created_at: at,
        updated_at: at,
        last_seen_at: null,
      }));
      return response(201).json({ response: show(row) });
    }),
    http.get('/cookie/{orgId}/{propId}/{id}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { orgId: params.orgId, propId: params.propId });
      return response(200).json({ response: show(cookieInPath(property.property_id, params.id)) });
    }),
    http.put('/cookie/{orgId}/{propId}/{id}', async ({ request, params, response }) => {
      const scope = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      const pid = scope.property.property_id;
      const cookie = cookieInPath(pid, params.id);
      const body = await request.json();
      const values = fields(scope, body);
      refuseDuplicate(pid, values, cookie.id);
      Object.assign(cookie, values, {
        published: body.published ?? cookie.published,
        updated_at: nowIso(state),
      });
      return response(200).json({ response: show(cookie) });
    }),
    http.delete('/cookie/{orgId}/{propId}/{id}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      cc.cookies.remove(cookieInPath(property.property_id, params.id).id);
      return response(204).empty();
    }),
    http.put('/bulkupdatecookie/{orgId}/{propId}', async ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      const body = await request.json();
      const pid = property.property_id;
      // Every check before any change: all or none.
      const rows = cookiesOf(pid, body.ids);
      if (body.category_id !== undefined) categoryOfProperty(cc, pid, body.category_id);
      const change = {
        ...(body.category_id !== undefined ? { category_id: body.category_id } : {}),
        ...(body.published !== undefined ? { published: body.published } : {}),
        ...(body.purpose !== undefined ? { purpose: plainText(body.purpose) } : {}),
        updated_at: nowIso(state),
      };
      for (const row of rows) Object.assign(row, change);
      return response(200).json({ response: { updated: rows.length } });
    }),
    http.post('/publish-cookie/{orgId}/{propId}', async ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: 'publish cookies',
      });
      const pid = property.property_id;
      const text = await request.text();
      const body: Schemas['CookiePublish'] = text ? JSON.parse(text) : {};
      const rows = body.ids ? cookiesOf(pid, body.ids) : cc.cookies.list(ofProperty(pid));
      const waiting = rows.filter((c) => !c.published);
      const at = nowIso(state);
      for (const row of waiting) Object.assign(row, { published: true, updated_at: at });
      return response(200).json({ response: { updated: waiting.length } });
    }),
    http.get('/un-published-cookie/{pid}', ({ request, params, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid });
      const matches = (c: MockCookie) => c.property_id === property.property_id && !c.published;
      const page = cc.cookies.page(query, { filter: matches, key: byName });
      return response(200).json({
        ...page,
        response: page.response.map(show),
        total: cc.cookies.list(matches).length,
      });
    }),
    // CSV parsing is the server's (its tests and CookieCategoryPage.server.test.tsx): the mocks take
    // the file and add nothing.
    http.post('/import-cookies-list/{oid}/{pid}', async ({ request, params, response }) => {
      cookieConsentScope(ctx, request, { orgId: params.oid, propId: params.pid, write: 'import cookies' });
      await request.json();
      return response(201).json({ response: { created: 0, updated: 0 } });
    }),
    http.get('/cookiepurpose/{propId}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const counts = new Map<string, number>();
      for (const c of cc.cookies.list(ofProperty(property.property_id)))
        if (c.purpose) counts.set(c.purpose, (counts.get(c.purpose) ?? 0) + 1);
      const purposes = [...counts]
        .sort(([a, n], [b, m]) => m - n || a.localeCompare(b))
        .slice(0, 50)
        .map(([purpose]) => purpose);
      return response(200).json({ response: purposes });
    }),
    http.get('/cookietype/{propId}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const rows = cc.cookies.list(ofProperty(property.property_id));
      const counts = STORAGE_TYPES.map((type) => ({
        type,
        count: rows.filter((c) => c.type === type).length,
      }));
      return response(200).json({ response: counts.filter((t) => t.count > 0) });
    }),
  ];
}
