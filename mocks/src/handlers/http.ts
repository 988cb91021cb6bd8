import type { paths } from '@privacy-portal/sdk';
import { type HttpHandler, HttpResponse, type RequestHandlerOptions } from 'msw';
import { createOpenApiHttp, type OpenApiHttpHandlers } from 'openapi-msw';
import { asMember, authenticate, type Caller, type Member } from '../fixtures/accounts.ts';
import { errorBody, type FieldError, MockApiError, validationFailed } from '../fixtures/errors.ts';
import type { MockState } from '../fixtures/types.ts';

/** openapi-msw's `http`, typed by the contract: unknown paths and wrong response shapes do not compile. */
export type MockHttp = OpenApiHttpHandlers<paths>;

export interface HandlerContext {
  state: MockState;
  http: MockHttp;
}

/** Where the API is served; relative, so the browser worker resolves it against the page. */
export const DEFAULT_BASE_URL = '/api/v1';
/**
 * msw/node has no page to resolve a relative path against: `*` matches any origin
 * (http://localhost/api/v1/..., http://127.0.0.1:3000/api/v1/...).
 */
export const ANY_ORIGIN_BASE_URL = '*/api/v1';

/** A refusal as the contract's error response; anything unexpected is a 500 internal_error. */
export function toErrorResponse(err: unknown): Response {
  if (err instanceof Response) return err;
  if (err instanceof MockApiError) {
    const headers = err.retryAfter !== undefined ? { 'retry-after': String(err.retryAfter) } : undefined;
    return HttpResponse.json(err.toBody(), { status: err.status, ...(headers ? { headers } : {}) });
  }
  console.error('[mocks] handler failed', err);
  return HttpResponse.json(errorBody('internal_error', 'Something went wrong. Please try again later.'), {
    status: 500,
  });
}

type AnyResolver = (info: unknown) => unknown;
type AnyFactory = (path: string, resolver: AnyResolver, options?: RequestHandlerOptions) => HttpHandler;

/**
 * The contract-typed `http` whose resolvers may throw MockApiError (the fixtures' refusals): it
 * becomes the error response, so each handler only spells out its success answers.
 */
export function createMockHttp(baseUrl: string = DEFAULT_BASE_URL): MockHttp {
  const typed = createOpenApiHttp<paths>({ baseUrl });
  const wrap =
    (factory: unknown): AnyFactory =>
    (path, resolver, options) =>
      (factory as AnyFactory)(
        path,
        async (info) => {
          try {
            return await resolver(info);
          } catch (err) {
            return toErrorResponse(err);
          }
        },
        options,
      );
  const wrapped = {
    get: wrap(typed.get),
    put: wrap(typed.put),
    post: wrap(typed.post),
    delete: wrap(typed.delete),
    patch: wrap(typed.patch),
    options: wrap(typed.options),
    head: wrap(typed.head),
    untyped: typed.untyped,
  };
  return wrapped as unknown as MockHttp;
}

// ---- callers -------------------------------------------------------------------------------------

export const callerOf = (
  state: MockState,
  request: Request,
  kind: 'user' | 'registration' = 'user',
): Caller => authenticate(state, request.headers.get('authorization'), kind);

export const memberOf = (state: MockState, request: Request): Member => asMember(callerOf(state, request));

// ---- request values ------------------------------------------------------------------------------

/** The JSON body: empty → 400 validation_failed, not JSON → 400 invalid_json, not an object → 400. */
export async function readJson<T>(request: Request & { json(): Promise<T> }): Promise<T> {
  const raw = await request.clone().text();
  if (!raw.trim()) throw validationFailed([{ in: 'body', field: '', reason: 'is required (a JSON object)' }]);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new MockApiError(400, 'invalid_json', 'The body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationFailed([{ in: 'body', field: '', reason: 'must be an object' }]);
  }
  return body as T;
}

/** A path or query id: a whole number from 1. */
export function idParam(
  value: string | undefined | null,
  field: string,
  where: FieldError['in'] = 'path',
): number {
  const n = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1 || n > 2147483647) {
    throw validationFailed([{ in: where, field, reason: value ? 'must be a whole number' : 'is required' }]);
  }
  return n;
}

/**
 * The query values of an operation, checked together as the server's contract validation does:
 * whole numbers within bounds, texts within a length; every problem in one 400.
 */
export class QueryCheck {
  private readonly details: FieldError[] = [];

  constructor(private readonly query: { get(name: string): string | null }) {}

  /** A whole number in [min, max]; `fallback` when absent. */
  int(field: string, min: number, max: number, fallback: number): number;
  int(field: string, min: number, max: number): number | undefined;
  int(field: string, min: number, max: number, fallback?: number): number | undefined {
    const value = this.query.get(field);
    if (value === null) return fallback;
    const n = Number(value);
    const reason = !/^-?\d+$/.test(value.trim())
      ? 'must be a whole number'
      : n < min
        ? `must be at least ${min}`
        : n > max
          ? `must be at most ${max}`
          : undefined;
    if (reason) {
      this.details.push({ in: 'query', field, reason });
      return fallback;
    }
    return n;
  }

  /** A text of at most `max` characters; undefined when absent or empty. */
  text(field: string, max: number): string | undefined {
    const value = this.query.get(field);
    if (value === null || value === '') return undefined;
    if (value.length > max)
      this.details.push({ in: 'query', field, reason: `must be at most ${max} characters` });
    return value;
  }

  done(): void {
    if (this.details.length) throw validationFailed(this.details);
  }
}

export const checkQuery = (query: { get(name: string): string | null }): QueryCheck => new QueryCheck(query);

export function requiredQuery(value: string | null, field: string): string {
  if (value === null || value === '') throw validationFailed([{ in: 'query', field, reason: 'is required' }]);
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/;

/**
 * The essentials of a body, as the server's contract validation words them (required, blank,
 * too long, malformed); collects every problem and throws one 400.
 */
export class BodyCheck {
  private readonly details: FieldError[] = [];
  private readonly body: Record<string, unknown>;

  constructor(body: unknown) {
    this.body = (body ?? {}) as Record<string, unknown>;
  }

  private fail(field: string, reason: string): this {
    this.details.push({ in: 'body', field, reason });
    return this;
  }

  private present(field: string, optional: boolean): boolean {
    if (this.body[field] !== undefined) return true;
    if (!optional) this.fail(field, 'is required');
    return false;
  }

  text(
    field: string,
    options: { max?: number; min?: number; optional?: boolean; blank?: boolean } = {},
  ): this {
    const { max = 100, min = 0, optional = false, blank = false } = options;
    if (!this.present(field, optional)) return this;
    const value = this.body[field];
    if (typeof value !== 'string') return this.fail(field, 'must be a string');
    if (!blank && !/\S/.test(value))
      return this.fail(field, value ? 'must not be blank' : 'must not be empty');
    if (value.length < min) return this.fail(field, `must be at least ${min} characters`);
    if (value.length > max) return this.fail(field, `must be at most ${max} characters`);
    return this;
  }

  email(field: string, optional = false): this {
    if (!this.present(field, optional)) return this;
    const value = this.body[field];
    if (typeof value !== 'string' || !EMAIL.test(value) || value.length > 254) {
      return this.fail(field, 'must be a valid email address');
    }
    return this;
  }

  website(field: string, optional = false): this {
    if (!this.present(field, optional)) return this;
    const value = this.body[field];
    if (typeof value !== 'string' || !WEBSITE.test(value) || value.length > 2048) {
      return this.fail(field, 'must be a website address starting with http:// or https://');
    }
    return this;
  }

  id(field: string, optional = false): this {
    if (!this.present(field, optional)) return this;
    const value = this.body[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
      return this.fail(field, 'must be a whole number');
    }
    return this;
  }

  ids(field: string, options: { optional?: boolean; min?: number; max?: number } = {}): this {
    if (!this.present(field, options.optional ?? false)) return this;
    const value = this.body[field];
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'number' || !Number.isInteger(v) || v < 1)) {
      return this.fail(field, 'must be a list of ids');
    }
    const min = options.min ?? 0;
    if (value.length < min) return this.fail(field, `must have at least ${min} item${min === 1 ? '' : 's'}`);
    if (options.max !== undefined && value.length > options.max)
      return this.fail(field, `must have at most ${options.max} items`);
    if (new Set(value).size !== value.length) return this.fail(field, 'must not repeat an item');
    return this;
  }

  boolean(field: string, optional = false): this {
    if (!this.present(field, optional)) return this;
    if (typeof this.body[field] !== 'boolean') return this.fail(field, 'must be true or false');
    return this;
  }

  oneOf(field: string, values: readonly string[], optional = false): this {
    if (!this.present(field, optional)) return this;
    if (!values.includes(this.body[field] as string))
      return this.fail(field, `must be one of: ${values.join(', ')}`);
    return this;
  }

  /** A field that may only hold one value (the contract's `const`). */
  literal(field: string, value: string | number | boolean, optional = true): this {
    if (!this.present(field, optional)) return this;
    if (this.body[field] !== value) return this.fail(field, `must be ${JSON.stringify(value)}`);
    return this;
  }

  pattern(field: string, pattern: RegExp, reason: string, optional = true): this {
    if (!this.present(field, optional)) return this;
    const value = this.body[field];
    if (typeof value !== 'string' || !pattern.test(value)) return this.fail(field, reason);
    return this;
  }

  /** At least `min` fields (the contract's minProperties), worded as the server words it. */
  minFields(min: number): this {
    if (Object.keys(this.body).length < min)
      this.details.push({
        in: 'body',
        field: '',
        reason: min === 1 ? 'must contain at least one field' : `must contain at least ${min} fields`,
      });
    return this;
  }

  /** At least one field (PATCH bodies, preferences). */
  notEmpty(): this {
    if (Object.keys(this.body).length === 0)
      this.details.push({ in: 'body', field: '', reason: 'must contain at least one field' });
    return this;
  }

  done(): void {
    if (this.details.length) throw validationFailed(this.details);
  }
}

export const check = (body: unknown): BodyCheck => new BodyCheck(body);
