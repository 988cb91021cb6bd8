/**
 * The contract as a request validator, shared by the server and the MSW mocks so that both refuse a
 * bad request with the same 400 (same fields, same reasons). No Node or browser APIs: it runs in both.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import bundle from '../bundle/openapi.json' with { type: 'json' };

export type JsonSchema = Record<string, unknown>;

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface OperationObject {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  'x-token'?: 'registration';
  'x-tenant'?: Array<{ in: 'path' | 'query' | 'body'; name: string; kind: string }>;
  /** Why a list answers in one piece instead of keyset pages (data the product ships, bounded by it). */
  'x-paging-exempt'?: string;
  /** Why a list keeps offset pages (the spec's bell, numbered pages with a total) instead of keys. */
  'x-paging-offset'?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
  security?: unknown[];
}

/** The contract's FieldError (components.schemas.FieldError). */
export interface FieldError {
  in: 'body' | 'query' | 'path' | 'header';
  field: string;
  reason: string;
}

export const spec = bundle as unknown as OpenApiDocument;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OperationEntry {
  path: string;
  method: HttpMethod;
  operation: OperationObject;
  /** path-level and operation-level parameters together */
  parameters: ParameterObject[];
  isPublic: boolean;
}

/** Follows a '#/components/…' reference (parameters, responses, request bodies) to its object. */
export function resolve<T>(value: T | { $ref: string }, doc: OpenApiDocument = spec): T {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value as T;
  let node: unknown = doc;
  for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown>)?.[part];
  if (node === undefined) throw new Error(`unresolved reference ${ref}`);
  return resolve(node as T, doc);
}

/** Every operation of the contract, with path-level parameters merged in. */
export function listOperations(doc: OpenApiDocument = spec): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item.parameters as ParameterObject[] | undefined) ?? []).map((p) => resolve(p, doc));
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const own = (operation.parameters ?? []).map((p) => resolve(p, doc));
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];
      const security = operation.security ?? doc.security ?? [];
      out.push({ path, method, operation, parameters, isPublic: security.length === 0 });
    }
  }
  return out;
}

let specOperations: OperationEntry[] | undefined;

/** The contract's operation behind a method and a path template, e.g. ('put', '/organizations/{id}'). */
export function findOperation(method: string, path: string): OperationEntry | undefined {
  specOperations ??= listOperations();
  const wanted = method.toLowerCase();
  return specOperations.find((e) => e.method === wanted && e.path === path);
}

// ajv-formats is CommonJS: Node hands over module.exports, bundlers its `default`.
const addFormats = ((formats as unknown as { default?: typeof formats }).default ?? formats) as (
  ajv: Ajv2020,
) => Ajv2020;

function makeAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, coerceTypes, verbose: true, strict: true });
  addFormats(ajv);
  ajv.addVocabulary(['example', 'x-pattern-reason', 'x-tenant', 'x-token']);
  // The component schemas as $defs of one document, so the spec's refs resolve within it.
  const defs = JSON.parse(
    JSON.stringify(spec.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/'),
  );
  ajv.addSchema({ $id: 'spec', $defs: defs } as JsonSchema);
  return ajv;
}

/** Points '#/components/schemas/…' refs at the 'spec' document so a schema can be compiled on its own. */
function rebase(schema: JsonSchema): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/schemas/', '"spec#/$defs/'),
  ) as JsonSchema;
}

// Built on first use: a page that never validates (a story without calls) pays nothing.
let ajvs: { body: Ajv2020; param: Ajv2020 } | undefined;
function ajv(kind: 'body' | 'param'): Ajv2020 {
  ajvs ??= { body: makeAjv(false), param: makeAjv(true) };
  return ajvs[kind];
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};
const FORMAT_WORDS: Record<string, string> = {
  email: 'must be a valid email address',
  uri: 'must be a valid URL',
  'date-time': 'must be a date and time (ISO 8601)',
};

/** Ajv's errors as the contract's field errors, in plain words, one per field. */
export function toFieldErrors(errors: ErrorObject[], where: FieldError['in']): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  const base = (path: string) => path.replace(/^\//, '').replaceAll('/', '.');
  // With oneOf (nullable values), the branch errors are noise once a concrete reason exists.
  const concrete = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if');
  for (const e of concrete.length ? concrete : errors) {
    let field = base(e.instancePath);
    let reason: string;
    const p = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required':
        field = [field, String(p.missingProperty)].filter(Boolean).join('.');
        reason = 'is required';
        break;
      case 'additionalProperties':
        field = [field, String(p.additionalProperty)].filter(Boolean).join('.');
        reason = 'is not a known field';
        break;
      case 'type':
        reason = `must be ${TYPE_WORDS[String(p.type).split(',')[0] ?? ''] ?? String(p.type)}`;
        break;
      case 'format':
        reason = FORMAT_WORDS[String(p.format)] ?? `must be a valid ${String(p.format)}`;
        break;
      case 'minLength':
        reason = p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters`;
        break;
      case 'maxLength':
        reason = `must be at most ${p.limit} characters`;
        break;
      case 'minimum':
        reason = `must be at least ${p.limit}`;
        break;
      case 'maximum':
        reason = `must be at most ${p.limit}`;
        break;
      case 'pattern': {
        const custom = (e.parentSchema as JsonSchema | undefined)?.['x-pattern-reason'];
        reason = typeof custom === 'string' ? custom : 'has an invalid format';
        break;
      }
      case 'enum':
        reason = `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
        break;
      case 'const':
        reason = `must be ${JSON.stringify(p.allowedValue)}`;
        break;
      case 'minItems':
        reason = `must have at least ${p.limit} item${p.limit === 1 ? '' : 's'}`;
        break;
      case 'maxItems':
        reason = `must have at most ${p.limit} items`;
        break;
      case 'uniqueItems':
        reason = 'must not repeat an item';
        break;
      case 'minProperties':
        reason =
          p.limit === 1 ? 'must contain at least one field' : `must contain at least ${p.limit} fields`;
        break;
      default:
        reason = e.message ?? 'is invalid';
    }
    const key = `${field}|${reason}`;
    if (seen.has(key) || seen.has(`${field}|*`)) continue;
    seen.add(key);
    seen.add(`${field}|*`);
    out.push({ in: where, field, reason });
  }
  return out;
}

/** The message of a validation_failed error: the first three problems, 'body.email must be …'. */
export function validationMessage(details: readonly FieldError[]): string {
  return details
    .slice(0, 3)
    .map((d) => `${d.in}.${d.field || '(body)'} ${d.reason}`)
    .join('; ');
}

export interface CompiledRequest {
  path?: ValidateFunction;
  query?: ValidateFunction;
  body?: ValidateFunction;
  bodyRequired: boolean;
  /** Names of the integer path and query parameters (checked as written, before ajv coerces them). */
  integers: { path: string[]; query: string[] };
}

function paramsSchema(params: ParameterObject[], where: 'path' | 'query'): JsonSchema | undefined {
  const mine = params.filter((p) => p.in === where);
  if (!mine.length) return where === 'query' ? { type: 'object' } : undefined;
  return rebase({
    type: 'object',
    properties: Object.fromEntries(mine.map((p) => [p.name, p.schema])),
    required: mine.filter((p) => p.required || where === 'path').map((p) => p.name),
  });
}

// One compilation per operation: the mocks build fresh handlers for every story and test.
const compiledRequests = new Map<string, CompiledRequest>();

/** The validators of an operation's path, query and body (schemas of this contract). */
export function compileRequest(entry: OperationEntry): CompiledRequest {
  const key = `${entry.method} ${entry.path}`;
  let compiled = compiledRequests.get(key);
  if (!compiled) {
    compiled = compile(entry);
    compiledRequests.set(key, compiled);
  }
  return compiled;
}

function compile(entry: OperationEntry): CompiledRequest {
  const pathSchema = paramsSchema(entry.parameters, 'path');
  const querySchema = paramsSchema(entry.parameters, 'query');
  const requestBody = entry.operation.requestBody ? resolve(entry.operation.requestBody) : undefined;
  const bodySchema = requestBody?.content['application/json']?.schema;
  const integers = (where: 'path' | 'query') =>
    entry.parameters
      .filter((p) => p.in === where && resolve<JsonSchema>(p.schema as { $ref: string }).type === 'integer')
      .map((p) => p.name);
  return {
    ...(pathSchema ? { path: ajv('param').compile(pathSchema) } : {}),
    ...(querySchema ? { query: ajv('param').compile(querySchema) } : {}),
    ...(bodySchema ? { body: ajv('body').compile(rebase(bodySchema)) } : {}),
    bodyRequired: requestBody?.required === true,
    integers: { path: integers('path'), query: integers('query') },
  };
}

const WHOLE_NUMBER = /^-?\d+$/;

/**
 * Integer parameters must be written as digits and fit a safe integer. Ajv's coercion takes
 * '1e400' as Infinity and then skips the range checks, and '0x10' or ' 5' as numbers.
 */
function integerProblems(names: string[], values: Record<string, unknown>, where: 'path' | 'query') {
  const out: FieldError[] = [];
  for (const name of names) {
    const v = values[name];
    if (v === undefined || Array.isArray(v)) continue;
    const ok =
      typeof v === 'number'
        ? Number.isSafeInteger(v)
        : typeof v === 'string' && WHOLE_NUMBER.test(v) && Number.isSafeInteger(Number(v));
    if (!ok) out.push({ in: where, field: name, reason: 'must be a whole number' });
  }
  return out;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored (PostgreSQL text holds neither NUL nor half a UTF-16 pair), or null. */
function badText(s: string): string | null {
  if (s.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(s)) return 'must be valid Unicode text (it has a lone surrogate)';
  return null;
}

/**
 * How many lists and objects a request value may nest. The contract's deepest body nests a handful;
 * the walks below (ours and ajv's) recurse, and a few thousand levels (8 KB of '[') overflowed the
 * stack into a 500. JSON.parse itself takes any depth.
 */
export const MAX_JSON_DEPTH = 64;
const TOO_DEEP = `is nested more than ${MAX_JSON_DEPTH} levels deep`;

/** Every string (and field name) of a value that cannot be stored, named by its dotted path. */
function textProblems(value: unknown, where: FieldError['in']): FieldError[] {
  const out: FieldError[] = [];
  collectTextProblems(value, where, [], out);
  return out;
}

/** Whether a value was nested too deeply: then nothing more of it is checked (nor walked). */
const tooDeep = (problems: FieldError[]) => problems.some((p) => p.reason === TOO_DEEP);

// The path is kept as segments and joined only for a problem: almost every value has none, and this
// runs on every request (consent beacons included). A recursive function, not a closure: within 5% of
// a first pass that builds nothing (a closure took twice as long). The depth is the segments' count:
// a too deep value is one problem, named by its top field, and the walk stops (returns true).
function collectTextProblems(
  value: unknown,
  where: FieldError['in'],
  segments: (string | number)[],
  out: FieldError[],
): boolean {
  if (typeof value === 'string') {
    const reason = badText(value);
    if (reason) out.push({ in: where, field: segments.join('.'), reason });
    return false;
  }
  if (!value || typeof value !== 'object') return false;
  if (segments.length >= MAX_JSON_DEPTH) {
    out.push({ in: where, field: String(segments[0] ?? ''), reason: TOO_DEEP });
    return true;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      segments.push(i);
      const stop = collectTextProblems(value[i], where, segments, out);
      segments.pop();
      if (stop) return true;
    }
    return false;
  }
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue;
    const reason = badText(k);
    if (reason) {
      out.push({ in: where, field: segments.join('.'), reason: `has a field name that ${reason}` });
    } else {
      segments.push(k);
      const stop = collectTextProblems((value as Record<string, unknown>)[k], where, segments, out);
      segments.pop();
      if (stop) return true;
    }
  }
  return false;
}

/** Ajv's errors, less those of fields already refused for a reason of our own. */
const besides = (errors: FieldError[], ours: FieldError[]) =>
  errors.filter((e) => !ours.some((o) => o.field === e.field));

export interface RequestInput {
  /** Path values; coerced in place (a numeric id becomes a number). */
  params: Record<string, unknown>;
  /** Query values (a repeated key as a list); coerced in place. */
  query: Record<string, unknown>;
  body: unknown;
  hasBody: boolean;
}

/** What breaks the contract in a request, one entry per bad field; empty when it conforms. */
export function requestProblems(compiled: CompiledRequest, input: RequestInput): FieldError[] {
  const details: FieldError[] = [];
  const pathText = textProblems(input.params, 'path');
  const pathOwn = [
    ...pathText,
    ...besides(integerProblems(compiled.integers.path, input.params, 'path'), pathText),
  ];
  if (compiled.path && !compiled.path(input.params))
    details.push(...besides(toFieldErrors(compiled.path.errors ?? [], 'path'), pathOwn));
  details.push(...pathOwn);
  // A repeated query key arrives as a list; the contract has no list parameters.
  const repeated: FieldError[] = [];
  for (const [k, v] of Object.entries(input.query)) {
    if (Array.isArray(v)) repeated.push({ in: 'query', field: k, reason: 'must be given once' });
  }
  details.push(...repeated);
  const queryText = textProblems(input.query, 'query');
  const queryOwn = [
    ...queryText,
    ...besides(integerProblems(compiled.integers.query, input.query, 'query'), queryText),
  ];
  if (compiled.query && !compiled.query(input.query)) {
    details.push(...besides(toFieldErrors(compiled.query.errors ?? [], 'query'), [...repeated, ...queryOwn]));
  }
  details.push(...besides(queryOwn, repeated));
  if (compiled.body) {
    if (!input.hasBody) {
      if (compiled.bodyRequired)
        details.push({ in: 'body', field: '', reason: 'is required (a JSON object)' });
    } else {
      const bodyOwn = textProblems(input.body, 'body');
      // Ajv's validator recurses too: a body nested too deeply is not handed to it.
      if (!tooDeep(bodyOwn) && !compiled.body(input.body))
        details.push(...besides(toFieldErrors(compiled.body.errors ?? [], 'body'), bodyOwn));
      details.push(...bodyOwn);
    }
  }
  return details;
}

const responseValidators = new Map<string, ValidateFunction | null>();

/** For tests: checks a response body against the contract; returns the problems, empty when it conforms. */
export function responseProblems(path: string, method: string, status: number, body: unknown): string[] {
  const key = `${method} ${path} ${status}`;
  let validate = responseValidators.get(key);
  if (validate === undefined) {
    const op = spec.paths[path]?.[method.toLowerCase()] as OperationObject | undefined;
    if (!op) return [`${method} ${path} is not in the contract`];
    const declared = op.responses[String(status)] ?? op.responses.default;
    if (!declared) return [`${method} ${path} does not declare status ${status}`];
    const response = resolve(declared);
    const schema = response.content?.['application/json']?.schema;
    validate = schema ? ajv('body').compile(rebase(schema)) : null;
    responseValidators.set(key, validate);
  }
  if (validate === null)
    return body === undefined || body === '' ? [] : ['a body was sent where none is declared'];
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`);
}
