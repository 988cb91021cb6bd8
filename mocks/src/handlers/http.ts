import {
  type CompiledRequest,
  compileRequest,
  findOperation,
  type OperationEntry,
  requestProblems,
} from '@privacy-portal/openapi/contract';
import type { paths } from '@privacy-portal/sdk';
import { type HttpHandler, HttpResponse, type RequestHandlerOptions } from 'msw';
import { createOpenApiHttp, type OpenApiHttpHandlers } from 'openapi-msw';
import { asMember, authenticate, type Caller, type Member } from '../fixtures/accounts.ts';
import { errorBody, MockApiError, validationFailed } from '../fixtures/errors.ts';
import type { MockState } from '../fixtures/types.ts';

/** openapi-msw's `http`, typed by the contract: unknown paths and wrong response shapes do not compile. */
export type MockHttp = OpenApiHttpHandlers<paths>;

export interface HandlerContext {
  state: MockState;
  http: MockHttp;
}

/** Where the API is served; relative, so the browser worker resolves it against the page. */
export const DEFAULT_BASE_URL = '/api/v1';
/**
 * msw/node has no page to resolve a relative path against: `*` matches any origin
 * (http://localhost/api/v1/..., http://127.0.0.1:3000/api/v1/...).
 */
export const ANY_ORIGIN_BASE_URL = '*/api/v1';

/** A refusal as the contract's error response; anything unexpected is a 500 internal_error. */
export function toErrorResponse(err: unknown): Response {
  if (err instanceof Response) return err;
  if (err instanceof MockApiError) {
    const headers = err.retryAfter !== undefined ? { 'retry-after': String(err.retryAfter) } : undefined;
    return HttpResponse.json(err.toBody(), { status: err.status, ...(headers ? { headers } : {}) });
  }
  console.error('[mocks] handler failed', err);
  return HttpResponse.json(errorBody('internal_error', 'Something went wrong. Please try again later.'), {
    status: 500,
  });
}

type AnyResolver = (info: { request: Request; params: Record<string, unknown> }) => unknown;
type AnyFactory = (path: string, resolver: AnyResolver, options?: RequestHandlerOptions) => HttpHandler;
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'options' | 'head';

/** Query values as the server reads them: a repeated key becomes a list (and is refused). */
function queryOf(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of url.searchParams) {
    const prev = out[k];
    out[k] = prev === undefined ? v : [...(Array.isArray(prev) ? prev : [prev]), v];
  }
  return out;
}

/**
 * The request checks of the server, in its order: the body must be JSON, a private operation needs
 * a token (an anonymous caller learns nothing about its shape), then the contract's schemas with the
 * server's own validator. A resolver only runs for a request the server would hand to its handler.
 */
async function checkRequest(
  state: MockState,
  entry: OperationEntry,
  compiled: CompiledRequest,
  { request, params }: { request: Request; params: Record<string, unknown> },
): Promise<void> {
  const text = await request.clone().text();
  let body: unknown;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new MockApiError(400, 'invalid_json', 'The request body is not valid JSON');
    }
  }
  if (!entry.isPublic) {
    const caller = callerOf(
      state,
      request,
      entry.operation['x-token'] === 'registration' ? 'registration' : 'user',
    );
    // As on the server: an impersonation may read, and end itself, but not change anything.
    const operation = String(entry.operation.operationId);
    if (
      caller.impersonatedBy &&
      entry.method !== 'get' &&
      operation !== 'logout' &&
      operation !== 'keepalive'
    ) {
      throw new MockApiError(
        403,
        'impersonation_read_only',
        `You are viewing the portal as ${caller.user.email}, impersonated by ${caller.impersonatedBy}: an impersonation can look but not change anything.`,
      );
    }
  }
  const details = requestProblems(compiled, {
    params: { ...params },
    query: queryOf(new URL(request.url)),
    body,
    hasBody: text.length > 0,
  });
  if (details.length) throw validationFailed(details);
}

/**
 * The contract-typed `http` whose resolvers see only requests that pass the contract (see
 * checkRequest) and may throw MockApiError (the fixtures' refusals): it becomes the error response,
 * so each handler only spells out its success answers.
 */
export function createMockHttp(state: MockState, baseUrl: string = DEFAULT_BASE_URL): MockHttp {
  const typed = createOpenApiHttp<paths>({ baseUrl });
  const wrap =
    (method: Method): AnyFactory =>
    (path, resolver, options) => {
      const entry = findOperation(method, path);
      return (typed[method] as unknown as AnyFactory)(
        path,
        async (info) => {
          try {
            if (entry) await checkRequest(state, entry, compileRequest(entry), info);
            return await resolver(info);
          } catch (err) {
            return toErrorResponse(err);
          }
        },
        options,
      );
    };
  const wrapped = {
    get: wrap('get'),
    put: wrap('put'),
    post: wrap('post'),
    delete: wrap('delete'),
    patch: wrap('patch'),
    options: wrap('options'),
    head: wrap('head'),
    untyped: typed.untyped,
  };
  return wrapped as unknown as MockHttp;
}

// ---- callers -------------------------------------------------------------------------------------

export const callerOf = (
  state: MockState,
  request: Request,
  kind: 'user' | 'registration' = 'user',
): Caller => authenticate(state, request.headers.get('authorization'), kind);

export const memberOf = (state: MockState, request: Request): Member => asMember(callerOf(state, request));

// ---- query values ----------------------------------------------------------------------------------

/** An optional id of the query (checked against the contract before the resolver runs); null when absent. */
export const optionalId = (value: string | null): number | null => (value === null ? null : Number(value));

/** The limit and offset of a paged list, with the contract's defaults (20 and 0). */
export const pageOf = (query: { get(name: 'limit' | 'offset'): string | null }) => ({
  limit: Number(query.get('limit') ?? 20),
  offset: Number(query.get('offset') ?? 0),
});

// ---- keyset pages ----------------------------------------------------------------------------------

type KeyValue = string | number;

/** The contract's page size when `limit` is absent (components/parameters.yaml#/PageLimit). */
const DEFAULT_PAGE_SIZE = 50;

// base64url of UTF-8 JSON, as the server's cursors; btoa/atob so that it runs in the browser too.
const encodeCursor = (key: KeyValue[]): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(key))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The key a cursor carries; `length` (the list's key width) is unknown only for an empty list. */
function decodeCursor(cursor: string, length: number | undefined): KeyValue[] {
  const refused = validationFailed([{ in: 'query', field: 'after', reason: 'is not a cursor of this list' }]);
  let key: unknown;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    key = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch {
    throw refused;
  }
  const fits = (v: unknown) => typeof v === 'string' || Number.isSafeInteger(v);
  if (!Array.isArray(key) || !key.length || !key.every(fits)) throw refused;
  if (length !== undefined && key.length !== length) throw refused;
  return key as KeyValue[];
}

const compareKeys = (a: KeyValue[], b: KeyValue[]): number => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as KeyValue;
    const y = b[i] as KeyValue;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};

/**
 * One keyset page of a list, as the server answers it (server/src/db/keyset.ts): `key` is a row's
 * sort key (ending in its id), `desc` when the list is newest first. The rows are put in key order
 * here, so a cursor always points into the order it was made from.
 */
export function keysetPage<T>(
  all: readonly T[],
  query: { get(name: 'limit' | 'after'): string | null },
  key: (row: T) => KeyValue[],
  desc = false,
): { response: T[]; page: { next: string | null; limit: number } } {
  const limit = Number(query.get('limit') ?? DEFAULT_PAGE_SIZE);
  const after = query.get('after');
  const direction = desc ? -1 : 1;
  const ordered = [...all].sort((a, b) => compareKeys(key(a), key(b)) * direction);
  let start = 0;
  if (after !== null) {
    const last = decodeCursor(after, ordered.length ? key(ordered[0] as T).length : undefined);
    start = ordered.findIndex((r) => compareKeys(key(r), last) * direction > 0);
    if (start < 0) start = ordered.length;
  }
  const response = ordered.slice(start, start + limit);
  const more = start + limit < ordered.length;
  const lastRow = response[response.length - 1];
  return { response, page: { next: more && lastRow ? encodeCursor(key(lastRow)) : null, limit } };
}
