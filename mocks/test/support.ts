import { responseProblems } from '@privacy-portal/openapi/contract';
import { type ApiClient, createApiClient, memoryTokenStore, type TokenStore } from '@privacy-portal/sdk';
import type { SetupServer } from 'msw/node';
import type { Middleware } from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ANY_ORIGIN_BASE_URL, createHandlers, createMockState, type MockState } from '../src/index.ts';
import { createMockServer } from '../src/node.ts';

export const BASE_URL = 'http://localhost/api/v1';

export interface Api {
  state: MockState;
  server: SetupServer;
  /** A client without a token. */
  client(tokens?: TokenStore): ApiClient;
  /** A client logged in (through POST /login) as a demo account. */
  loginAs(email: string, password?: string): Promise<ApiClient>;
  /** Answers from another state from now on (same server). */
  use(state: MockState): void;
}

/** One msw/node server per test file; each test gets a fresh state. */
export function setupMockApi(): Api {
  const { server } = createMockServer(createMockState());
  const api: Api = {
    state: createMockState(),
    server,
    client: (tokens = memoryTokenStore()) => createApiClient({ baseUrl: BASE_URL, tokens }),
    async loginAs(email, password = 'Demo-Password-1') {
      const tokens = memoryTokenStore();
      const client = api.client(tokens);
      const { data, error } = await client.POST('/login', { body: { email, password } });
      if (data?.response.action !== 'success')
        throw new Error(`login as ${email}: ${JSON.stringify(data ?? error)}`);
      tokens.set(data.response.token);
      return client;
    },
    use(state) {
      api.state = state;
      server.resetHandlers(...createHandlers(state, { baseUrl: ANY_ORIGIN_BASE_URL }));
    },
  };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => api.use(createMockState()));
  afterAll(() => server.close());
  return api;
}

/** A raw call (for bodies the typed client does not allow, and for status/headers). */
export async function raw(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] = 'application/json';
  const res = await fetch(`${BASE_URL}${path}`, {
    method: method.toUpperCase(),
    headers,
    ...(options.rawBody !== undefined
      ? { body: options.rawBody }
      : options.body !== undefined
        ? { body: JSON.stringify(options.body) }
        : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * Every test of the file starts from a fresh state at `now`, and every JSON answer is checked against
 * the contract for its status (as the server's test client does): a test fails when one broke it.
 * Returns a login that gives such a checked client, and `conform` for a client of one's own.
 */
export function useConformingApi(
  api: Api,
  now: Date,
): { login(email: string): Promise<ApiClient>; conform(client: ApiClient): ApiClient } {
  let problems: string[] = [];
  const conformance: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      if (!response.headers.get('content-type')?.includes('json')) return;
      const text = await response.clone().text();
      const found = responseProblems(
        schemaPath,
        request.method.toLowerCase(),
        response.status,
        text ? JSON.parse(text) : undefined,
      );
      if (found.length)
        problems.push(`${request.method} ${schemaPath} ${response.status}: ${found.join('; ')}`);
    },
  };
  beforeEach(() => {
    api.use(createMockState({ now: () => now }));
    problems = [];
  });
  afterEach(() => {
    expect(problems).toEqual([]);
  });
  const conform = (client: ApiClient) => {
    client.use(conformance);
    return client;
  };
  return { login: async (email) => conform(await api.loginAs(email)), conform };
}
