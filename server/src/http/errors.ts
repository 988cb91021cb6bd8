import { API_MESSAGES, type components, type Refusal } from '@privacy-portal/sdk';

export type ErrorCode = components['schemas']['ErrorCode'];
export type FieldError = components['schemas']['FieldError'];

/** The one error type: the middleware turns it into `{ error: { code, message, details? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A shared rule's refusal (sdk/src/rules) as this server's error. */
export const refused = (r: Refusal): ApiError => new ApiError(r.status, r.code, r.message, r.details);

export function fieldError(field: string, reason: string, where: FieldError['in'] = 'body'): ApiError {
  return new ApiError(400, 'validation_failed', `${field} ${reason}`, [{ in: where, field, reason }]);
}

export const notFound = (what = 'Resource'): ApiError =>
  new ApiError(404, 'not_found', API_MESSAGES.notFound(what));

// The catalogue keys the unauthorized dialog on 'is not authorized'.
export const forbidden = (action = 'perform this action'): ApiError =>
  new ApiError(403, 'forbidden', API_MESSAGES.forbidden(action));

export const invalidToken = (): ApiError => new ApiError(401, 'token_invalid', API_MESSAGES.invalidToken);
