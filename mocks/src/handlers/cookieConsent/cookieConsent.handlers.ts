import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import type { HandlerContext } from '../../http.ts';
import type { Json } from '../../replay/answers.ts';
import type { WritePlaces } from '../../replay/replay.handlers.ts';

type Params = Record<string, string>;
const cookies = (p: Params) => `/all-cookie/${p.orgId}/${p.propId}`;
const rules = (p: Params) => `/cookie-blocking/tag-list/${p.pid}`;
const versions = (p: Params) => `/consent/banner-history/${p.oid}/${p.pid}`;

/**
 * Where Cookie Consent's writes put their row when the path does not say it (replay.handlers.ts):
 * paths not under the list they change, and creates whose path ends with the property's id.
 */
export const COOKIE_CONSENT_PLACES: WritePlaces = {
  'POST /consent/manage-vendors/{orgId}/{propId}': {
    read: (p) => `/consent/manage-vendors/${p.orgId}/${p.propId}`,
  },
  'POST /schedule-scanjob/{pid}': { read: (p) => `/schedule-scanjob/${p.pid}` },
  'POST /cookie/{orgId}/{propId}': { read: cookies },
  'PUT /cookie/{orgId}/{propId}/{id}': { read: cookies },
  'DELETE /cookie/{orgId}/{propId}/{id}': { read: cookies },
  'POST /cookie-blocking/save-tag-scr/{pid}': { read: rules },
  'PUT /cookie-blocking/update-tag-scr/{pid}': { read: rules },
  'DELETE /cookie-blocking/delete-tag-scr/{pid}/{id}': { read: rules },
  'DELETE /consent/delete-banner-history/{oid}/{pid}/{id}': { read: versions },
  'PUT /update-tag/{oid}/{pid}': { read: (p) => `/tag-list-javascript/${p.oid}/${p.pid}`, whole: true },
  'PUT /scanner/update/sbl/{propid}': { read: (p) => `/scanner/sbl/${p.propid}`, whole: true },
};

/** Cookie Consent's one handler; every other operation of the module is answered by replay. */
export function cookieConsentHandlers(ctx: HandlerContext): HttpHandler[] {
  const store = ctx.state.answers;
  // The draft is the body itself, not fields of the answer's row: the stored banner with it.
  const draft = ctx.http.put('/consent/banner/{orgId}/{propId}', async ({ request, params }) => {
    const url = `/consent/banner/${params.orgId}/${params.propId}`;
    const as = ctx.caller(request).user.email;
    const banner = store.read(url, as) as { response: Json };
    banner.response.draft = await request.json();
    banner.response.draft_updated_at = ctx.state.now().toISOString();
    store.set(url, banner);
    return HttpResponse.json(banner as never);
  });
  return [draft];
}
