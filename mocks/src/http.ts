import { compileRequest, findOperation, requestProblems } from '@privacy-portal/openapi/contract';
import { API_MESSAGES, type paths, type RoleCapabilities, roleCapabilities } from '@privacy-portal/sdk';
import { type HttpHandler, HttpResponse, type RequestHandlerOptions } from 'msw';
import { createOpenApiHttp, type OpenApiHttpHandlers } from 'openapi-msw';
import { adoptSession } from './accounts.ts';
import { errorBody, forbidden, invalidToken, MockApiError, notFound, validationFailed } from './errors.ts';
import type { MockSession, MockState, MockUser } from './state.ts';

/** openapi-msw's `http`, typed by the contract: unknown paths and wrong response shapes do not compile. */
export type MockHttp = OpenApiHttpHandlers<paths>;

export interface Caller {
  user: MockUser;
  session: MockSession;
  /** The staff member's email while the session is an impersonation. */
  impersonatedBy?: string;
}

export interface Member extends Caller {
  companyId: number;
  role: RoleCapabilities;
}

export interface HandlerContext {
  state: MockState;
  http: MockHttp;
  /** Who sent the request (its bearer token); 401 token_invalid otherwise. */
  caller(request: Request, kind?: MockSession['kind']): Caller;
  /** The caller as a member of a company; staff and unregistered accounts get 403. */
  member(request: Request): Member;
}

/** Where the API is served; relative, so that the browser worker resolves it against the page. */
export const DEFAULT_BASE_URL = '/api/v1';
/** msw/node has no page: `*` matches any origin. */
export const ANY_ORIGIN_BASE_URL = '*/api/v1';

const live = (state: MockState, s: MockSession) => !s.revoked && new Date(s.expires_at) > state.now();

export function authenticate(
  state: MockState,
  authorization: string | null,
  kind: MockSession['kind'] = 'user',
): Caller {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  const session = [state.sessions.find((s) => s.token === token) ?? adoptSession(state, token)].find(
    (s) => s !== undefined && live(state, s),
  );
  // A registration token opens only the registration steps, any other token only the rest.
  if (!session || (session.kind === 'registration') !== (kind === 'registration')) throw invalidToken();
  const user = state.users.get(session.user_id);
  if (user?.status !== 'active') throw invalidToken();
  const staff = session.impersonator_id === null ? undefined : state.users.get(session.impersonator_id);
  return { user, session, ...(staff ? { impersonatedBy: staff.email } : {}) };
}

function toErrorResponse(err: unknown): Response {
  if (err instanceof MockApiError) {
    return HttpResponse.json(err.body, { status: err.status });
  }
  console.error('[mocks] handler failed', err);
  return HttpResponse.json(errorBody('internal_error', API_MESSAGES.internalError), { status: 500 });
}

const queryOf = (url: URL): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] as string);
  }
  return out;
};

/**
 * The contract's checks before any resolver: JSON body, a token where the operation is private (an
 * impersonation only reads), then the contract's own validator. Resolvers see valid requests only.
 */
async function checkRequest(
  state: MockState,
  method: string,
  path: string,
  request: Request,
  params: object,
) {
  const entry = findOperation(method, path);
  if (!entry) return;
  const text = await request.clone().text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new MockApiError(400, 'invalid_json', API_MESSAGES.invalidJson);
  }
  if (!entry.isPublic) {
    const registration = entry.operation['x-token'] === 'registration';
    const caller = authenticate(
      state,
      request.headers.get('authorization'),
      registration ? 'registration' : 'user',
    );
    const operation = entry.operation.operationId;
    if (caller.impersonatedBy && method !== 'get' && operation !== 'logout' && operation !== 'keepalive') {
      const message = API_MESSAGES.impersonationReadOnly(caller.user.email, caller.impersonatedBy);
      throw new MockApiError(403, 'impersonation_read_only', message);
    }
  }
  const details = requestProblems(compileRequest(entry), {
    params: { ...params },
    query: queryOf(new URL(request.url)),
    body,
    hasBody: text.length > 0,
  });
  if (details.length) throw validationFailed(details);
}

type Resolver = (info: { request: Request; params: object }) => unknown;
type Factory = (path: string, resolver: Resolver, options?: RequestHandlerOptions) => HttpHandler;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The handler context on `state`: a typed `http` whose resolvers may throw MockApiError. */
export function createContext(state: MockState, baseUrl: string = DEFAULT_BASE_URL): HandlerContext {
  const typed = createOpenApiHttp<paths>({ baseUrl });
  const http = { ...typed } as Record<string, unknown>;
  for (const method of METHODS) {
    const factory = typed[method] as unknown as Factory;
    http[method] = ((path, resolver, options) =>
      factory(
        path,
        async (info) => {
          try {
            await checkRequest(state, method, path, info.request, info.params);
            return await resolver(info);
          } catch (err) {
            return toErrorResponse(err);
          }
        },
        options,
      )) satisfies Factory;
  }
  const caller = (request: Request, kind: MockSession['kind'] = 'user') =>
    authenticate(state, request.headers.get('authorization'), kind);
  return {
    state,
    http: http as unknown as MockHttp,
    caller,
    member(request) {
      const c = caller(request);
      const role = roleCapabilities(c.user.role);
      if (!c.user.cID || !role) throw forbidden('use a company account');
      return { ...c, companyId: c.user.cID, role };
    },
  };
}

/** The row, or 404 naming it. */
export function found<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw notFound(what);
  return row;
}
