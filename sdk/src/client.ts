import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { ErrorAction } from './errors/error-catalogue.ts';
import { type ErrorContext, errorCatalogueMiddleware } from './errors/error-middleware.ts';
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

/** The part of the Web Storage API the token store needs (localStorage, sessionStorage). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Keeps the token in localStorage (or sessionStorage) so that a reload stays logged in. */
export function webStorageTokenStore(storage: KeyValueStorage, key = 'pp.token'): TokenStore {
  return {
    get: () => storage.getItem(key),
    set: (token) => {
      if (token) storage.setItem(key, token);
      else storage.removeItem(key);
    },
  };
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
  /** Receives the error catalogue's action for every failed call (dialogs, logout, navigation). */
  onErrorAction?: (action: ErrorAction, ctx: ErrorContext) => void;
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
  if (options.onErrorAction) client.use(errorCatalogueMiddleware(options.onErrorAction));
  for (const m of options.middleware ?? []) client.use(m);
  return client;
}
