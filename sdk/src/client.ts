import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/schema.ts';

export type ApiPaths = paths;
export type ApiClient = Client<paths>;
export type Schemas = components['schemas'];
export type ApiError = components['schemas']['Error'];

/** Where the client reads the bearer token from; the portal backs it with localStorage. */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

export interface ApiClientOptions {
  /** Origin plus API prefix, e.g. http://localhost:3000/api/v1 (default: same origin /api/v1). */
  baseUrl?: string;
  tokens?: TokenStore;
  fetch?: typeof globalThis.fetch;
  middleware?: Middleware[];
}

/** One openapi-fetch client for the whole contract, with the bearer token attached to every call. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const tokens = options.tokens ?? memoryTokenStore();
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '/api/v1',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use({
    onRequest({ request }) {
      const token = tokens.get();
      if (token && !request.headers.has('authorization')) {
        request.headers.set('authorization', `Bearer ${token}`);
      }
      return request;
    },
  });
  for (const m of options.middleware ?? []) client.use(m);
  return client;
}
