import { fromPromise } from 'xstate';
import type { ApiClient, Schemas } from '../client.ts';

export type ErrorCode = Schemas['ErrorCode'];

/**
 * A failed call, carrying the contract's `{ error: { code, message } }` so machines can branch on the
 * stable code (e.g. `otp_invalid`) and show the server's own wording.
 */
export class ApiCallError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** Seconds to wait (rate_limited only). */
  readonly retryAfter: number | undefined;

  constructor(status: number, message: string, code?: ErrorCode, retryAfter?: number) {
    super(message);
    this.name = 'ApiCallError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

const FALLBACK_MESSAGE = 'Something went wrong, please try again';

/** Turns openapi-fetch's `error` (the parsed body, or text when the body was not JSON) into an ApiCallError. */
export function toApiCallError(body: unknown, response: Response): ApiCallError {
  if (isErrorBody(body)) {
    return new ApiCallError(response.status, body.error.message, body.error.code, body.error.retry_after);
  }
  const text = typeof body === 'string' && body.trim() !== '' ? body : FALLBACK_MESSAGE;
  return new ApiCallError(response.status, text);
}

/** The message a UI can show for whatever an actor rejected with (API error, network failure, bug). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (isErrorBody(error)) return error.error.message;
  return FALLBACK_MESSAGE;
}

/** The contract's error code when the failure came from the API; undefined for network failures. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (error instanceof ApiCallError) return error.code;
  if (isErrorBody(error)) return error.error.code;
  return undefined;
}

function isErrorBody(value: unknown): value is Schemas['Error'] {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const inner = (value as { error: unknown }).error;
  return (
    typeof inner === 'object' &&
    inner !== null &&
    typeof (inner as { message?: unknown }).message === 'string'
  );
}

/** Anything with `clear()`: the portal passes one that clears both localStorage and sessionStorage. */
export interface ClearableStorage {
  clear(): void;
}

/** Emitted when the app should change route; machines never touch the router themselves. */
export interface NavigateEvent {
  type: 'navigate';
  to: string;
}

/** Emitted once the session is over (server told, token and storage cleared). */
export interface LoggedOutEvent {
  type: 'loggedOut';
}

export interface LogoutInput {
  api: ApiClient;
}

/**
 * POST /logout. Used by the login and idle machines; both ignore its failures because the local
 * session must end even when the server is unreachable or the token has already expired.
 */
export const logoutActor = fromPromise<void, LogoutInput>(async ({ input, signal }) => {
  const { error, response } = await input.api.POST('/logout', { signal });
  if (error !== undefined) throw toApiCallError(error, response);
});
