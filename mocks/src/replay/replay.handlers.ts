import { listOperations, type OperationEntry } from '@privacy-portal/openapi/contract';
import { type HttpHandler, HttpResponse } from 'msw';
import { MockApiError, notFound } from '../errors.ts';
import type { HandlerContext } from '../http.ts';
import { type AnswerStore, isObject, type Json, rowKey } from './answers.ts';

/** The path and query under the base url (`/dsar/requests/1?limit=50`), as the recorder asked them. */
function apiUrl(request: Request): string {
  const url = new URL(request.url);
  const at = url.pathname.indexOf('/api/v1/');
  return `${url.pathname.slice(at + '/api/v1'.length)}${url.search}`;
}

/** The value of the template's last parameter when the path ends with one (`/x/{id}` → id). */
function lastParam(template: string, path: string): string | undefined {
  if (!template.endsWith('}')) return undefined;
  return decodeURIComponent(path.split('/').at(-1) ?? '');
}

const notRecorded = (operation: string) =>
  new MockApiError(
    501,
    'internal_error',
    `${operation} has no recorded answer: add it to scripts/record-fixtures.writes.ts and run npm run fixtures`,
  );

/**
 * Where a write's row lives when its path does not say it (the contract keeps the old product's
 * paths: `POST /cookie/1/1` adds to `GET /all-cookie/1/1`): by operation (`POST /cookie/{orgId}/{propId}`),
 * the read it changes, from the path's parameters. The row is `params.id` or the body's `id`, and a
 * POST naming none creates one. With `whole`, the read is one resource without an id (`PUT
 * /update-tag/1/1` answers and changes what `GET /tag-list-javascript/1/1` reads).
 */
export type WritePlaces = Record<string, { read: (p: Record<string, string>) => string; whole?: boolean }>;

/**
 * One handler per operation that has none of its own: a read answers the recording (answers.ts), a
 * write answers its recorded answer for the row it names, with the fields the request sent, and
 * applies the one generic effect (the row replaced, added or removed in the stored reads).
 */
export function replayHandlers(
  ctx: HandlerContext,
  store: AnswerStore,
  skip: Set<string>,
  places: WritePlaces = {},
): HttpHandler[] {
  const who = (entry: OperationEntry, request: Request) =>
    entry.isPublic ? 'anonymous' : ctx.caller(request).user.email;
  const register = ctx.http as unknown as Record<
    string,
    (
      path: string,
      resolver: (info: { request: Request; params: Record<string, string> }) => unknown,
    ) => HttpHandler
  >;
  return listOperations()
    .filter((entry) => !skip.has(`${entry.method} ${entry.path}`))
    .map((entry) => {
      const operation = `${entry.method.toUpperCase()} ${entry.path}`;
      const handle = register[entry.method] as (typeof register)[string];
      if (entry.method === 'get')
        return handle(entry.path, ({ request }) => {
          const body = store.read(apiUrl(request), who(entry, request));
          if (body === undefined) throw notFound();
          return HttpResponse.json(body);
        });
      const place = places[operation];
      return handle(entry.path, async ({ request, params }) => {
        const as = who(entry, request);
        const answer = store.written(operation, as);
        if (!answer) throw notRecorded(operation);
        const text = await request.text();
        const sent: unknown = text ? JSON.parse(text) : undefined;
        if (place?.whole) {
          const read = place.read(params);
          const stored = (store.read(read, as) as { response?: unknown } | undefined)?.response;
          const row: Json = { ...(isObject(stored) ? stored : (answer.body as { response: Json }).response) };
          if (isObject(sent)) for (const k of Object.keys(row)) if (k in sent) row[k] = sent[k];
          store.set(read, { response: row });
          return HttpResponse.json({ response: row }, { status: answer.status });
        }
        const path = place ? place.read(params) : (apiUrl(request).split('?')[0] as string);
        const id = place
          ? (params.id ?? (isObject(sent) && sent.id !== undefined ? String(sent.id) : undefined))
          : // A 201 made a row: the path's last parameter names its parent (`POST /workflow/{orgId}`).
            answer.status === 201
            ? undefined
            : lastParam(entry.path, path);
        if (entry.method === 'delete' && id !== undefined) store.apply(path, { id }, 'remove');
        if (isObject(answer.body) && isObject(answer.body.response)) {
          const recordedRow = answer.body.response;
          // The row the path names, else the caller's own read of the path (`PUT /user`, `PUT /company`).
          const own = id === undefined ? (store.read(path, as) as Json | undefined)?.response : undefined;
          const base =
            (id !== undefined && store.row(path, id, as)) ||
            (isObject(own) && rowKey(own) !== undefined ? own : recordedRow);
          const row: Json = { ...base };
          if (isObject(sent)) for (const k of Object.keys(row)) if (k in sent) row[k] = sent[k];
          answer.body.response = row;
          if (entry.method !== 'delete' && rowKey(row) !== undefined)
            // A POST to a path naming no row creates one, unless it answers a stored row (cancel, assign).
            store.apply(
              path,
              row,
              entry.method === 'post' && id === undefined && !store.stores(row) ? 'create' : 'upsert',
            );
        }
        if (answer.status === 204) return new HttpResponse(null, { status: 204 });
        return HttpResponse.json(answer.body as Json, { status: answer.status });
      });
    });
}
