import { type ApiClient, createApiClient, memoryTokenStore, type TokenStore } from '@privacy-portal/sdk';
import type { SetupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
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
