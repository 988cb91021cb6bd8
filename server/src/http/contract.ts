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
import type { Context } from 'koa';
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
export type BodyOf<K extends OperationId> = Op<K> extends { requestBody: infer R } ? JsonOf<R> : undefined;
type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessCode<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 204>;
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

/** Registers every operation of the contract on the router; a missing handler is a startup error. */
export function mountOperations<A>(
  router: Router,
  handlers: Partial<Handlers<A>>,
  options: MountOptions<A>,
): void {
  const missing = listOperations()
    .map((e) => e.operation.operationId)
    .filter((id) => !(id in handlers));
  if (missing.length) throw new Error(`No handler for operations: ${missing.join(', ')}`);
  for (const entry of listOperations()) {
    // Compiled on the operation's first request: compiling all of them took a good part of startup.
    let compiled: CompiledRequest | undefined;
    const handler = handlers[entry.operation.operationId as OperationId] as Handler<OperationId, A>;
    const koaPath = entry.path.replace(/\{(\w+)\}/g, ':$1');
    router[entry.method](entry.operation.operationId, koaPath, async (ctx: Context) => {
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
    });
  }
}
