import { API_MESSAGES, type paths, type Schemas } from '@privacy-portal/sdk';

type ErrorCode = Schemas['ErrorCode'];

import { type HttpHandler, HttpResponse, http } from 'msw';
import { errorBody } from './errors.ts';
import { DEFAULT_BASE_URL } from './http.ts';

export type ErrorMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** A contract path, or another API path (the product pages' paths are not in the contract yet). */
export type ErrorPath = keyof paths | (string & {});

export interface ErrorHandlerOptions {
  message?: string;
  details?: Schemas['FieldError'][];
  /** Answer only the first matching request. */
  once?: boolean;
  status?: number;
  retryAfter?: number;
}

/** `/organizations/{id}` → `${baseUrl}/organizations/:id`. */
export const toMswPath = (path: string, baseUrl = DEFAULT_BASE_URL): string =>
  `${baseUrl}${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * One handler per case of the error catalogue (sdk/src/errors/error-catalogue.ts), so that a story
 * shows each dialog. Put them before the state's handlers: MSW answers with the first match.
 */
export function createErrorHandlers(baseUrl: string = DEFAULT_BASE_URL) {
  const error =
    (
      status: number,
      code: ErrorCode,
      message: string,
      defaultMethod: ErrorMethod = 'get',
      defaultPath?: ErrorPath,
    ) =>
    (
      path: ErrorPath | undefined = defaultPath,
      method: ErrorMethod = defaultMethod,
      o: ErrorHandlerOptions = {},
    ): HttpHandler =>
      http[method](
        toMswPath(path ?? '/', baseUrl),
        () => {
          const retry = o.retryAfter ?? (status === 429 ? 900 : undefined);
          const body = errorBody(code, o.message ?? message, o.details, retry);
          const headers = retry === undefined ? undefined : { 'retry-after': String(retry) };
          return HttpResponse.json(body, { status: o.status ?? status, ...(headers ? { headers } : {}) });
        },
        { once: o.once ?? false },
      );
  return {
    /** 403 forbidden: the Unauthorized Access Detected dialog. */
    forbidden: error(403, 'forbidden', API_MESSAGES.forbidden()),
    /** 401 token_invalid: logout and back to /login. */
    tokenInvalid: error(401, 'token_invalid', API_MESSAGES.invalidToken),
    invalidCredentials: error(401, 'invalid_credentials', API_MESSAGES.incorrectLogin, 'post', '/login'),
    otpInvalid: error(401, 'otp_invalid', API_MESSAGES.incorrectCode, 'post', '/login'),
    /** The licence-status modal (400, or 409 with `status`). */
    subscriptionInactive: error(
      400,
      'subscription_inactive',
      'The subscription of this product is inactive',
      'get',
      '/cookie',
    ),
    notFound: error(404, 'not_found', API_MESSAGES.notFound()),
    conflict: error(409, 'name_taken', 'The change conflicts with existing data', 'post'),
    validationFailed: error(400, 'validation_failed', 'The request is not valid', 'post'),
    rateLimited: error(
      429,
      'rate_limited',
      'Too many failed logins. Try again in 15 minutes.',
      'post',
      '/login',
    ),
    internalError: error(500, 'internal_error', API_MESSAGES.internalError),
    /** No answer at all: the catalogue treats it as a 500. */
    networkError: (path: ErrorPath, method: ErrorMethod = 'get', o: Pick<ErrorHandlerOptions, 'once'> = {}) =>
      http[method](toMswPath(path, baseUrl), () => HttpResponse.error(), { once: o.once ?? false }),
  };
}

export const errorHandlers = createErrorHandlers();
