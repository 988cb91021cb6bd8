import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import type { HandlerContext } from '../../http.ts';

type Json = Record<string, unknown>;
type Params = Record<string, string>;
type Register = (
  path: string,
  resolver: (info: { request: Request; params: Params }) => unknown,
) => HttpHandler;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const cookies = (p: Params) => `/all-cookie/${p.orgId}/${p.propId}`;
const rules = (p: Params) => `/cookie-blocking/tag-list/${p.pid}`;
const versions = (p: Params) => `/consent/banner-history/${p.oid}/${p.pid}`;

/**
 * Writes replay cannot place in their list: paths not under the list they change (the contract keeps
 * the old product's paths: `POST /cookie/1/1` adds to `/all-cookie/1/1`), and creates whose path ends
 * with the property's id, which replay would take for the id of a row to replace. Answered as replay
 * answers every write (the recorded answer, for the row named, with the fields sent), the one generic
 * effect applied to that list.
 */
const LIST_WRITES: Array<['post' | 'put' | 'delete', string, (p: Params) => string]> = [
  [
    'post',
    '/consent/manage-vendors/{orgId}/{propId}',
    (p) => `/consent/manage-vendors/${p.orgId}/${p.propId}`,
  ],
  ['post', '/schedule-scanjob/{pid}', (p) => `/schedule-scanjob/${p.pid}`],
  ['post', '/cookie/{orgId}/{propId}', cookies],
  ['put', '/cookie/{orgId}/{propId}/{id}', cookies],
  ['delete', '/cookie/{orgId}/{propId}/{id}', cookies],
  ['post', '/cookie-blocking/save-tag-scr/{pid}', rules],
  ['put', '/cookie-blocking/update-tag-scr/{pid}', rules],
  ['delete', '/cookie-blocking/delete-tag-scr/{pid}/{id}', rules],
  ['delete', '/consent/delete-banner-history/{oid}/{pid}/{id}', versions],
];

/**
 * Writes whose answer is the resource as another path reads it (`PUT /update-tag/1/1` answers what
 * `GET /tag-list-javascript/1/1` reads): the stored read with the fields sent, answered and kept.
 */
const ANSWER_IS_READ: Array<['put', string, (p: Params) => string]> = [
  ['put', '/update-tag/{oid}/{pid}', (p) => `/tag-list-javascript/${p.oid}/${p.pid}`],
  ['put', '/scanner/update/sbl/{propid}', (p) => `/scanner/sbl/${p.propid}`],
];

/** Cookie Consent's few handlers; every other operation of the module is answered by replay. */
export function cookieConsentHandlers(ctx: HandlerContext): HttpHandler[] {
  const store = ctx.state.answers;
  const http = ctx.http as unknown as Record<string, Register>;
  const lists = LIST_WRITES.map(([method, template, listOf]) =>
    (http[method] as Register)(template, async ({ request, params }) => {
      const as = ctx.caller(request).user.email;
      const list = listOf(params);
      const text = await request.text();
      const sent: unknown = text ? JSON.parse(text) : {};
      const id = params.id ?? (isObject(sent) ? sent.id : undefined);
      if (method === 'delete') {
        store.apply(list, { id }, 'remove');
        return new HttpResponse(null, { status: 204 });
      }
      const answer = store.written(`${method.toUpperCase()} ${template}`, as) as {
        status: number;
        body: Json;
      };
      const recorded = answer.body.response as Json;
      const row: Json = { ...((id !== undefined && store.row(list, id as string, as)) || recorded) };
      if (isObject(sent)) for (const k of Object.keys(row)) if (k in sent) row[k] = sent[k];
      store.apply(list, row, method === 'post' ? 'create' : 'upsert');
      return HttpResponse.json({ response: row }, { status: answer.status });
    }),
  );
  const read = ANSWER_IS_READ.map(([method, template, readOf]) =>
    (http[method] as Register)(template, async ({ request, params }) => {
      const as = ctx.caller(request).user.email;
      const url = readOf(params);
      const answer = store.written(`PUT ${template}`, as) as { status: number; body: { response: Json } };
      const stored = (store.read(url, as) as { response: Json | null } | undefined)?.response;
      const row: Json = { ...(stored ?? answer.body.response) };
      const sent = (await request.json()) as Json;
      for (const k of Object.keys(row)) if (k in sent) row[k] = sent[k];
      store.set(url, { response: row });
      return HttpResponse.json({ response: row }, { status: answer.status });
    }),
  );
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
  return [...lists, ...read, draft];
}
