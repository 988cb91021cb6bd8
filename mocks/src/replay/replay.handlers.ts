import { listOperations, type OperationEntry } from '@privacy-portal/openapi/contract';
import { type HttpHandler, HttpResponse } from 'msw';
import { MockApiError, notFound } from '../errors.ts';
import type { HandlerContext } from '../http.ts';
import { type AnswerStore, rowKey } from './answers.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

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
 * One handler per operation that has none of its own: a read answers the recording (answers.ts), a
 * write answers its recorded answer for the row it names, with the fields the request sent, and
 * applies the one generic effect (the row replaced, added or removed in the stored reads).
 */
export function replayHandlers(ctx: HandlerContext, store: AnswerStore, skip: Set<string>): HttpHandler[] {
  const who = (entry: OperationEntry, request: Request) =>
    entry.isPublic ? 'anonymous' : ctx.caller(request).user.email;
  const register = ctx.http as unknown as Record<
    string,
    (path: string, resolver: (info: { request: Request }) => unknown) => HttpHandler
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
      return handle(entry.path, async ({ request }) => {
        const as = who(entry, request);
        const answer = store.written(operation, as);
        if (!answer) throw notRecorded(operation);
        const path = apiUrl(request).split('?')[0] as string;
        // A 201 made a row: the path's last parameter names its parent (`POST /workflow/{orgId}`).
        const id = answer.status === 201 ? undefined : lastParam(entry.path, path);
        const text = await request.text();
        const sent: unknown = text ? JSON.parse(text) : undefined;
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
