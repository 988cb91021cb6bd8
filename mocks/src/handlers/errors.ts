import type { paths } from '@privacy-portal/sdk';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { type ErrorCode, errorBody, type FieldError } from '../fixtures/errors.ts';
import { DEFAULT_BASE_URL } from './http.ts';

export type ErrorMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/**
 * A contract path ('/organizations/{id}') or any other API path: the catalogue's product paths
 * ('/cookie', '/consent-preference', '/social-fortuna') are not in this contract yet.
 */
export type ErrorPath = keyof paths | (string & {});

export interface ErrorHandlerOptions {
  /** The error's text (the dialogs show it); each factory has the server's wording by default. */
  message?: string;
  details?: FieldError[];
  /** Answer only the first matching request, then let the next handler answer. */
  once?: boolean;
}

/**
 * One handler per case of the error catalogue (sdk/src/errors/error-catalogue.ts), so that a story
 * can show each dialog. Put them before the state's handlers: MSW answers with the first match.
 *
 * ```ts
 * parameters: { msw: { handlers: [errorHandlers.forbidden('/organizations', 'post'), ...createHandlers(state)] } }
 * ```
 */
export interface ErrorHandlers {
  /** Any status and code. */
  error(
    path: ErrorPath,
    method: ErrorMethod,
    status: number,
    code: ErrorCode,
    message: string,
    options?: ErrorHandlerOptions,
  ): HttpHandler;
  /** 403 forbidden, '… is not authorized …': the Unauthorized Access Detected dialog. */
  forbidden(path: ErrorPath, method?: ErrorMethod, options?: ErrorHandlerOptions): HttpHandler;
  /** 401 token_invalid: logout and back to /login. */
  tokenInvalid(path: ErrorPath, method?: ErrorMethod, options?: ErrorHandlerOptions): HttpHandler;
  /** 401 invalid_credentials, 'Incorrect email or password' (login by default). */
  invalidCredentials(path?: ErrorPath, method?: ErrorMethod, options?: ErrorHandlerOptions): HttpHandler;
  /** 401 otp_invalid, 'Incorrect authentication code' (login by default). */
  otpInvalid(path?: ErrorPath, method?: ErrorMethod, options?: ErrorHandlerOptions): HttpHandler;
  /** 400 (or 409) subscription_inactive on a product path: the licence-status modal. */
  subscriptionInactive(
    path?: ErrorPath,
    method?: ErrorMethod,
    options?: ErrorHandlerOptions & { status?: 400 | 409 },
  ): HttpHandler;
  /** 404 not_found: the error page (unknown id, or another company's). */
  notFound(path: ErrorPath, method?: ErrorMethod, options?: ErrorHandlerOptions): HttpHandler;
  /** 409 with a conflict code (name_taken by default). */
  conflict(
    path: ErrorPath,
    method?: ErrorMethod,
    options?: ErrorHandlerOptions & { code?: ErrorCode },
  ): HttpHandler;
  /** 400 validation_failed naming the fields. */
  validationFailed(path: ErrorPath, method?: ErrorMethod, options?: ErrorHandlerOptions): HttpHandler;
  /** 429 rate_limited with retry_after (login by default). */
  rateLimited(
    path?: ErrorPath,
    method?: ErrorMethod,
    options?: ErrorHandlerOptions & { retryAfter?: number },
  ): HttpHandler;
  /** 500 internal_error (or 501/503): the error page, or the message on the catalogue's listed paths. */
  internalError(
    path: ErrorPath,
    method?: ErrorMethod,
    options?: ErrorHandlerOptions & { status?: 500 | 501 | 503 },
  ): HttpHandler;
  /** No answer at all (`HttpResponse.error()`): the catalogue treats it as a 500. */
  networkError(
    path: ErrorPath,
    method?: ErrorMethod,
    options?: Pick<ErrorHandlerOptions, 'once'>,
  ): HttpHandler;
}

/** `/organizations/{id}` → `${baseUrl}/organizations/:id`. */
export function toMswPath(path: string, baseUrl: string = DEFAULT_BASE_URL): string {
  return `${baseUrl}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The error handlers for an API base; `errorHandlers` is the one for the default '/api/v1'. */
export function createErrorHandlers(baseUrl: string = DEFAULT_BASE_URL): ErrorHandlers {
  const error: ErrorHandlers['error'] = (path, method, status, code, message, options = {}) =>
    http[method](
      toMswPath(path, baseUrl),
      () => HttpResponse.json(errorBody(code, options.message ?? message, options.details), { status }),
      { once: options.once ?? false },
    );

  return {
    error,
    forbidden: (path, method = 'get', options) =>
      error(path, method, 403, 'forbidden', 'Your role is not authorized to perform this action', options),
    tokenInvalid: (path, method = 'get', options) =>
      error(path, method, 401, 'token_invalid', 'Invalid or expired token', options),
    invalidCredentials: (path = '/login', method = 'post', options) =>
      error(path, method, 401, 'invalid_credentials', 'Incorrect email or password', options),
    otpInvalid: (path = '/login', method = 'post', options) =>
      error(path, method, 401, 'otp_invalid', 'Incorrect authentication code', options),
    subscriptionInactive: (path = '/cookie', method = 'get', options = {}) =>
      error(
        path,
        method,
        options.status ?? 400,
        'subscription_inactive',
        'The subscription of this product is inactive',
        options,
      ),
    notFound: (path, method = 'get', options) =>
      error(path, method, 404, 'not_found', 'Resource not found', options),
    conflict: (path, method = 'post', options = {}) =>
      error(
        path,
        method,
        409,
        options.code ?? 'name_taken',
        'The change conflicts with existing data',
        options,
      ),
    validationFailed: (path, method = 'post', options = {}) => {
      const details = options.details ?? [{ in: 'body', field: '', reason: 'is invalid' }];
      const message = details.map((d) => `${d.in}.${d.field || '(body)'} ${d.reason}`).join('; ');
      return error(path, method, 400, 'validation_failed', message, { ...options, details });
    },
    rateLimited: (path = '/login', method = 'post', options = {}) => {
      const retryAfter = options.retryAfter ?? 900;
      const minutes = Math.ceil(retryAfter / 60);
      const message =
        options.message ??
        `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
      return http[method](
        toMswPath(path, baseUrl),
        () =>
          HttpResponse.json(errorBody('rate_limited', message, options.details, retryAfter), {
            status: 429,
            headers: { 'retry-after': String(retryAfter) },
          }),
        { once: options.once ?? false },
      );
    },
    internalError: (path, method = 'get', options = {}) =>
      error(
        path,
        method,
        options.status ?? 500,
        'internal_error',
        'Something went wrong. Please try again later.',
        options,
      ),
    networkError: (path, method = 'get', options = {}) =>
      http[method](toMswPath(path, baseUrl), () => HttpResponse.error(), { once: options.once ?? false }),
  };
}

export const errorHandlers: ErrorHandlers = createErrorHandlers();
