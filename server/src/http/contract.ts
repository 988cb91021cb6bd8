/**
 * The contract on Koa: one route per operation, its request checked by the shared validator of
 * @privacy-portal/openapi/contract (the mocks use the same one), and handlers typed by operationId.
 */
import type Router from '@koa/router';
import {
  type CompiledRequest,
  compileRequest,
  listOperations,
  type OperationEntry,
  type RequestInput,
  requestProblems,
  validationMessage,
} from '@privacy-portal/openapi/contract';
import type { operations } from '@privacy-portal/sdk';
import type { Context, Middleware } from 'koa';
import { ApiError } from './errors.ts';

/** Validates (and coerces path/query values of) a request; throws a 400 naming every bad field. */
export function validateRequest(compiled: CompiledRequest, input: RequestInput): void {
  const details = requestProblems(compiled, input);
  if (details.length) throw new ApiError(400, 'validation_failed', validationMessage(details), details);
}

// ---- Typed handlers keyed by operationId --------------------------------------------------------

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Defined<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

export type PathOf<K extends OperationId> = Defined<Op<K>['parameters']['path']>;
export type QueryOf<K extends OperationId> = Defined<Op<K>['parameters']['query']>;
// An optional body (requestBody.required false) may be absent: its type includes undefined.
export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: infer R }
    ? JsonOf<R>
    : Op<K> extends { requestBody?: infer R }
      ? JsonOf<NonNullable<R>> | undefined
      : undefined;
type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessCode<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 204>;
export type Reply<K extends OperationId> = {
  [C in SuccessCode<K>]: C extends 204 ? { status: 204 } : { status: C; body: JsonOf<Responses<K>[C]> };
}[SuccessCode<K>];

export interface OpRequest<K extends OperationId, A> {
  params: PathOf<K>;
  query: QueryOf<K>;
  body: BodyOf<K>;
  auth: A | null;
  ctx: Context;
}

export type Handler<K extends OperationId, A> = (req: OpRequest<K, A>) => Promise<Reply<K>>;
export type Handlers<A> = { [K in OperationId]: Handler<K, A> };

export interface MountOptions<A> {
  /** Resolves the bearer token; `required` is false on public operations. */
  authenticate(ctx: Context, entry: OperationEntry): Promise<A | null>;
}

/**
 * Registers every operation of the contract on the router; a missing handler is a startup error.
 * Returns a middleware that answers the operations whose path has no parameter (GET /user,
 * GET /organizations, …) by one map lookup, ahead of the router: @koa/router tests every route's
 * regular expression and builds a middleware chain on each request. Only paths the router would
 * give to that same operation are taken (no earlier route matches them); anything else, including
 * a trailing slash or another letter case, goes on to the router as before.
 */
export function mountOperations<A>(
  router: Router,
  handlers: Partial<Handlers<A>>,
  options: MountOptions<A>,
): Middleware {
  const missing = listOperations()
    .map((e) => e.operation.operationId)
    .filter((id) => !(id in handlers));
  if (missing.length) throw new Error(`No handler for operations: ${missing.join(', ')}`);
  const literal = new Map<string, (ctx: Context) => Promise<void>>();
  for (const entry of listOperations()) {
    // Compiled on the operation's first request: compiling all of them took a good part of startup.
    let compiled: CompiledRequest | undefined;
    const handler = handlers[entry.operation.operationId as OperationId] as Handler<OperationId, A>;
    const koaPath = entry.path.replace(/\{(\w+)\}/g, ':$1');
    const run = async (ctx: Context) => {
      const params = { ...(ctx.params as Record<string, unknown>) };
      const query = { ...(ctx.query as Record<string, unknown>) };
      const raw = (ctx.request as { body?: unknown }).body;
      const hasBody =
        ctx.request.length > 0 || (raw !== undefined && ctx.request.type === 'application/json');
      // Who asks comes first: an anonymous caller learns nothing about the shape of a private call.
      const auth = await options.authenticate(ctx, entry);
      compiled ??= compileRequest(entry);
      validateRequest(compiled, { params, query, body: raw, hasBody });
      const reply = (await handler({
        params: params as never,
        query: query as never,
        body: raw as never,
        auth,
        ctx,
      })) as { status: number; body?: unknown };
      ctx.status = reply.status;
      if ('body' in reply) ctx.body = reply.body;
    };
    router[entry.method](entry.operation.operationId, koaPath, run);
    if (!entry.path.includes('{')) literal.set(`${entry.method.toUpperCase()} ${entry.path}`, run);
  }
  const prefix = router.opts.prefix ?? '';
  const direct = new Map<string, (ctx: Context) => Promise<void>>();
  for (const [key, run] of literal) {
    const [method, path] = key.split(' ') as [string, string];
    // The router runs the first matching route: keep the lookup only where that is this operation.
    const first = router.match(prefix + path, method).pathAndMethod[0];
    if (first?.stack.includes(run)) direct.set(`${method} ${prefix}${path}`, run);
  }
  return (ctx, next) => {
    const run = direct.get(`${ctx.method === 'HEAD' ? 'GET' : ctx.method} ${ctx.path}`);
    if (!run) return next();
    ctx.params = {};
    return run(ctx);
  };
}
