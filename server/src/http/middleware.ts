import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@privacy-portal/sdk';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { ApiError } from './errors.ts';

declare module 'koa' {
  interface DefaultState {
    requestId: string;
  }
}

const VALID_ID = /^[\w-]{8,64}$/;

/** A sane incoming X-Request-Id (load balancers set one), otherwise a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
}

/** Honors a sane incoming X-Request-Id (load balancers set one), otherwise makes one. */
export function requestId(): Middleware {
  return async (ctx, next) => {
    ctx.state.requestId = requestIdOf(ctx.get('x-request-id'));
    ctx.set('X-Request-Id', ctx.state.requestId);
    await next();
  };
}

export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  started: number;
}

/** Writes the one structured line of a request (also used by the health fast path). */
export function requestLines(logger: Logger): (line: RequestLine) => void {
  // A request line holds no credentials (path only, no query, no headers): skip the redaction pass,
  // which cost more than the rest of the line.
  const lines = logger.child({}, { redact: { paths: [] } });
  return ({ started, ...rest }) => {
    const line = { ...rest, ms: Math.round((performance.now() - started) * 10) / 10 };
    if (line.status >= 500) lines.error(line, 'request');
    else if (line.path.startsWith('/api/')) lines.info(line, 'request');
    else lines.debug(line, 'request');
  };
}

const FRAMEWORK_ERRORS: Record<number, { code: ApiError['code']; message: string }> = {
  400: { code: 'invalid_json', message: API_MESSAGES.invalidJson },
  413: { code: 'payload_too_large', message: 'The request body is too large' },
  415: { code: 'unsupported_media_type', message: 'Send the body as application/json' },
};

/**
 * Database refusals (by SQLSTATE; never instanceof) that are the request's doing rather than a bug:
 * a unique key taken by a parallel request, text PostgreSQL cannot hold, a number out of range.
 * Validation and locks prevent them; this keeps a missed case a 4xx, not a 500.
 */
const DATABASE_ERRORS: Record<string, { status: number; code: ApiError['code']; message: string }> = {
  '23505': {
    status: 409,
    code: 'conflict',
    message: 'Another request changed this at the same time. Reload and try again.',
  },
  '40001': {
    status: 409,
    code: 'conflict',
    message: 'Another request changed this at the same time. Reload and try again.',
  },
  '40P01': {
    status: 409,
    code: 'conflict',
    message: 'Another request changed this at the same time. Reload and try again.',
  },
  '22P05': {
    status: 400,
    code: 'validation_failed',
    message: 'The request contains text that cannot be stored (a NUL character)',
  },
  '22021': {
    status: 400,
    code: 'validation_failed',
    message: 'The request contains text that is not valid UTF-8',
  },
  '22003': { status: 400, code: 'validation_failed', message: 'A number in the request is out of range' },
  '22P02': { status: 400, code: 'validation_failed', message: 'A value in the request has the wrong form' },
};

/** An error as the one error shape: its status, Retry-After (seconds) and body. */
export interface ErrorReply {
  status: number;
  retryAfter: number | undefined;
  body: { error: Record<string, unknown> };
}

/** What any thrown error answers (ApiError as is; framework and database refusals mapped; else 500). */
export function errorReply(err: unknown, requestId: string, logger: Logger): ErrorReply {
  let apiError: ApiError;
  if (err instanceof ApiError) {
    apiError = err;
  } else {
    const status = (err as { status?: number; expose?: boolean }).status;
    const known = status ? FRAMEWORK_ERRORS[status] : undefined;
    const sqlState = (err as { code?: unknown }).code;
    const database = typeof sqlState === 'string' ? DATABASE_ERRORS[sqlState] : undefined;
    if (known) {
      apiError = new ApiError(status as number, known.code, known.message);
    } else if (database) {
      // Worth a look (a check is missing upstream), but the caller gets a 4xx.
      logger.warn({ reqId: requestId, err }, 'database refused the request');
      apiError = new ApiError(database.status, database.code, database.message);
    } else {
      logger.error({ reqId: requestId, err }, 'unhandled error');
      apiError = new ApiError(500, 'internal_error', API_MESSAGES.internalError);
    }
  }
  return {
    status: apiError.status,
    retryAfter: apiError.retryAfter,
    body: {
      error: {
        code: apiError.code,
        message: apiError.message,
        ...(apiError.details ? { details: apiError.details } : {}),
        request_id: requestId,
        ...(apiError.retryAfter ? { retry_after: apiError.retryAfter } : {}),
      },
    },
  };
}

/** Answers an error thrown below in the one error shape (what errorHandler() does). */
export function answerError(ctx: Context, err: unknown, logger: Logger): void {
  const reply = errorReply(err, ctx.state.requestId, logger);
  ctx.status = reply.status;
  if (reply.retryAfter) ctx.set('Retry-After', String(reply.retryAfter));
  ctx.body = reply.body;
}

/** The one error shape: { error: { code, message, details?, request_id, retry_after? } }. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      answerError(ctx, err, logger);
    }
  };
}

/**
 * requestId(), errorHandler() and one structured line per request, as one middleware (one async
 * step per request instead of three): the id, the error shape for anything thrown below, then the
 * request line with the status answered. Only the path is logged: query strings can hold link tokens.
 */
export function requestHandling(logger: Logger): Middleware {
  const write = requestLines(logger);
  return async (ctx, next) => {
    const started = performance.now();
    ctx.state.requestId = requestIdOf(ctx.get('x-request-id'));
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } catch (err) {
      answerError(ctx, err, logger);
    } finally {
      write({ reqId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, started });
    }
  };
}
