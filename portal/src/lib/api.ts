import { type ApiClientOptions, ApiProblem, createApiClient, type TokenStore } from '@privacy-portal/sdk';
import { publishErrorAction } from './errorActions.ts';
import { isErrorBody } from './problem.ts';
import { notifySessionExpired } from './sessionEvents.ts';
import { readStored, writeStored } from './storage.ts';

type Middleware = NonNullable<ApiClientOptions['middleware']>[number];

const TOKEN_KEY = 'pp.token';

const tokenListeners = new Set<() => void>();

/** The login token, kept in localStorage so that it survives reloads and new tabs. */
export const tokenStore: TokenStore = {
  get: () => readStored('local', TOKEN_KEY),
  set: (token) => {
    writeStored('local', TOKEN_KEY, token);
    for (const listener of tokenListeners) listener();
  },
};

/** Runs `listener` when the token is stored or forgotten in this tab; returns the unsubscribe. */
export function onTokenChange(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => {
    tokenListeners.delete(listener);
  };
}

export const TOKEN_STORAGE_KEY = TOKEN_KEY;

export function isLoggedIn(): boolean {
  return tokenStore.get() !== null;
}

/** 401 codes that mean "wrong credentials", not "your session is over". */
const CREDENTIAL_CODES = new Set(['invalid_credentials', 'otp_invalid']);

async function errorCodeOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    if (isErrorBody(body)) return body.error.code;
  } catch {
    // Not JSON: treat it like an expired session below.
  }
  return null;
}

/**
 * A 401 to a request that carried the stored token means the session is over:
 * forget the token and let the app send the user to the login page.
 * Requests made with another bearer (the registration token) are left to their page.
 */
const sessionExpiry: Middleware = {
  async onResponse({ request, response }) {
    if (response.status !== 401) return undefined;
    const token = tokenStore.get();
    if (!token || request.headers.get('authorization') !== `Bearer ${token}`) return undefined;
    const code = await errorCodeOf(response);
    if (code !== null && CREDENTIAL_CODES.has(code)) return undefined;
    tokenStore.set(null);
    notifySessionExpired();
    return undefined;
  },
};

export const api = createApiClient({
  baseUrl: '/api/v1',
  tokens: tokenStore,
  middleware: [sessionExpiry],
  onErrorAction: publishErrorAction,
});

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call for a query function that is more than one call (every page of a
 * list, several lists merged) or runs outside the query cache (the session): its data, or the
 * ApiProblem the query hooks would throw.
 */
export async function dataOrThrow<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch {
    throw new ApiProblem(0, null);
  }
  if (!result.response.ok) throw new ApiProblem(result.response.status, result.error);
  return result.data as T;
}
