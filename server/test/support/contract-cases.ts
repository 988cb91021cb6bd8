/**
 * Helpers for the tests generated from the contract (tenancy, bad input): a valid-value generator
 * for the request schemas, a raw HTTP caller, table snapshots and the sign-up of a second company.
 */

import { type OperationEntry, resolve, spec } from '@privacy-portal/openapi/contract';
import type { Db } from '../../src/db/database.ts';
import { DEMO_PASSWORD, type TestServer } from './harness.ts';

export type JsonSchema = Record<string, unknown>;
export type TenantField = NonNullable<OperationEntry['operation']['x-tenant']>[number];

export const API_PREFIX = '/api/v1';

// ---- schemas ---------------------------------------------------------------------------------------

/** Follows `$ref`s (to components) until a concrete schema is reached. */
export function deref(schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; i < 20 && typeof s.$ref === 'string'; i++) s = resolve<JsonSchema>(s as { $ref: string });
  return s;
}

/** The JSON request body of an operation, if it has one. */
export function requestBodyOf(entry: OperationEntry): { schema: JsonSchema; required: boolean } | undefined {
  if (!entry.operation.requestBody) return undefined;
  const body = resolve(entry.operation.requestBody);
  const schema = body.content['application/json']?.schema;
  return schema ? { schema: deref(schema), required: body.required === true } : undefined;
}

/** The first JSON type a schema admits (`oneOf` with null: the non-null branch). */
export function typeOf(schema: JsonSchema): string | undefined {
  const s = deref(schema);
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.type)) return (s.type as string[]).find((t) => t !== 'null');
  if (Array.isArray(s.oneOf)) {
    for (const branch of s.oneOf as JsonSchema[]) {
      const t = typeOf(branch);
      if (t && t !== 'null') return t;
    }
  }
  if ('const' in s) return s.const === null ? 'null' : typeof s.const;
  return undefined;
}

const STRING_CANDIDATES = [
  'Valid-Value-1',
  'abc',
  '123456',
  '1',
  'abcde-12345',
  '+49 30 123456',
  'https://www.example.test',
];

/** The sample of a uuid (a job id): suites that need the row behind it make it with this id. */
export const SAMPLE_UUID = '0b6f7a52-3c1e-4d0a-9a55-7d1e2b8f4c11';

function validString(s: JsonSchema): string {
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Number.POSITIVE_INFINITY;
  if (s.format === 'email') return 'valid.address@example.test';
  if (s.format === 'uri') return 'https://www.example.test/page';
  if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (s.format === 'uuid') return SAMPLE_UUID;
  const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : undefined;
  // The contract's own example first, when it fits (a colour, a language tag: shapes no generic
  // candidate has).
  const examples = Array.isArray(s.examples)
    ? s.examples.filter((e): e is string => typeof e === 'string')
    : [];
  for (const e of examples) if (e.length >= min && e.length <= max && (!pattern || pattern.test(e))) return e;
  for (const base of STRING_CANDIDATES) {
    let v = base;
    while (v.length < min) v += pattern ? v.slice(-1) : 'x';
    if (v.length > max) v = v.slice(0, max);
    if (v.length >= min && (!pattern || pattern.test(v))) return v;
  }
  throw new Error(`no valid sample for the string schema ${JSON.stringify(s)}`);
}

/** A valid value for a schema: required properties only (plus enough for minProperties). */
export function sampleValue(schema: JsonSchema, index = 0): unknown {
  const s = deref(schema);
  if ('const' in s) return s.const;
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.oneOf)) {
    const branch = (s.oneOf as JsonSchema[]).find((b) => typeOf(b) !== 'null');
    if (branch) return sampleValue(branch, index);
  }
  switch (typeOf(s)) {
    case 'string':
      return validString(s);
    case 'integer':
    case 'number':
      return (typeof s.minimum === 'number' ? s.minimum : 1) + index;
    case 'boolean':
      return true;
    case 'array': {
      const n = typeof s.minItems === 'number' ? s.minItems : 0;
      return Array.from({ length: n }, (_, i) => sampleValue(s.items as JsonSchema, i));
    }
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, JsonSchema>;
      const out: Record<string, unknown> = {};
      for (const name of (s.required ?? []) as string[]) out[name] = sampleValue(props[name] ?? {});
      const min = typeof s.minProperties === 'number' ? s.minProperties : 0;
      for (const name of Object.keys(props)) {
        if (Object.keys(out).length >= min) break;
        if (!(name in out)) out[name] = sampleValue(props[name] ?? {});
      }
      return out;
    }
    default:
      return null;
  }
}

/** Every property reachable through nested objects (not through arrays), as dotted paths. */
export function walkProperties(
  schema: JsonSchema,
  prefix = '',
): Array<{ path: string; schema: JsonSchema; required: boolean; depth: number }> {
  const s = deref(schema);
  const out: Array<{ path: string; schema: JsonSchema; required: boolean; depth: number }> = [];
  const required = new Set((s.required ?? []) as string[]);
  for (const [name, raw] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>)) {
    const path = prefix ? `${prefix}.${name}` : name;
    const child = deref(raw);
    out.push({
      path,
      schema: child,
      required: required.has(name),
      depth: prefix.split('.').filter(Boolean).length,
    });
    if (typeOf(child) === 'object') out.push(...walkProperties(child, path));
  }
  return out;
}

// ---- values at dotted paths ------------------------------------------------------------------------

export const clone = <T>(value: T): T => structuredClone(value);

/** Sets a dotted path (`a.b`, `list.0`), making the objects/lists on the way. */
export function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const parts = dotted.split('.');
  let node: Record<string, unknown> = target;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      node[part] = value;
      return;
    }
    if (node[part] === undefined || node[part] === null)
      node[part] = /^\d+$/.test(parts[i + 1] ?? '') ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}

export function deletePath(target: Record<string, unknown>, dotted: string): void {
  const parts = dotted.split('.');
  const last = parts.pop() as string;
  let node: Record<string, unknown> | undefined = target;
  for (const part of parts) node = node?.[part] as Record<string, unknown> | undefined;
  if (node) delete node[last];
}

// ---- parameters ------------------------------------------------------------------------------------

export type Params = Record<string, string | number>;

/** Valid path values and the required query values of an operation. */
export function sampleParams(entry: OperationEntry): { path: Params; query: Params } {
  const path: Params = {};
  const query: Params = {};
  for (const p of entry.parameters) {
    if (p.in === 'path') path[p.name] = sampleValue(p.schema) as string | number;
    if (p.in === 'query' && p.required) query[p.name] = sampleValue(p.schema) as string | number;
  }
  return { path, query };
}

// ---- lists -----------------------------------------------------------------------------------------

/** The schema of an operation's success body (200/201), if it is JSON. */
export function successBodyOf(entry: OperationEntry): JsonSchema | undefined {
  const declared = entry.operation.responses['200'] ?? entry.operation.responses['201'];
  if (!declared) return undefined;
  const schema = resolve(declared).content?.['application/json']?.schema;
  return schema ? deref(schema) : undefined;
}

/** A list operation: its success body's `response` is a list (contract rule: every list is paged). */
export function isListOperation(entry: OperationEntry): boolean {
  const body = successBodyOf(entry);
  const response = (body?.properties as Record<string, JsonSchema> | undefined)?.response;
  return response !== undefined && typeOf(response) === 'array';
}

/** A list paged by key: it takes `limit` and `after` (an opaque cursor). */
export const isKeysetPaged = (entry: OperationEntry): boolean =>
  entry.parameters.some((p) => p.in === 'query' && p.name === 'after') &&
  entry.parameters.some((p) => p.in === 'query' && p.name === 'limit');

// ---- raw HTTP --------------------------------------------------------------------------------------

export interface RawCall {
  method: string;
  /** The contract's path template, e.g. /organizations/{id}. */
  path: string;
  pathParams?: Params;
  query?: Params;
  token?: string | null;
  /** A JSON value (sent as application/json) … */
  body?: unknown;
  /** … or the exact bytes, with their content type (and Content-Encoding, when given). */
  raw?: { text: string; contentType: string; contentEncoding?: string };
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export function fillPath(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(String(params[name]));
  });
}

export async function rawCall(server: TestServer, call: RawCall): Promise<RawResponse> {
  const url = new URL(`${server.url}${API_PREFIX}${fillPath(call.path, call.pathParams)}`);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  let body: string | undefined;
  if (call.raw) {
    headers['content-type'] = call.raw.contentType;
    if (call.raw.contentEncoding) headers['content-encoding'] = call.raw.contentEncoding;
    body = call.raw.text;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const response = await fetch(url, { method: call.method.toUpperCase(), headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export interface ErrorBody {
  error: {
    code: string;
    message: string;
    details?: Array<{ in: string; field: string; reason: string }>;
  };
}

export const errorOf = (r: RawResponse): ErrorBody['error'] | undefined =>
  (r.json as ErrorBody | undefined)?.error;

/** A short description of a response for assertion messages. */
export const describeResponse = (r: RawResponse): string => `${r.status} ${r.text.slice(0, 400)}`;

// ---- database ----------------------------------------------------------------------------------

export const TENANT_TABLES = [
  'companies',
  'organizations',
  'properties',
  'users',
  'organization_members',
] as const;
// The columns that change on every touch (a read that refreshes a session or a last-seen stamp).
const VOLATILE_COLUMNS = ['updated_at', 'last_seen_at'];

/**
 * A fingerprint of each table's rows (all columns but the volatile ones), computed by the database in
 * one query: two equal fingerprints mean no row was added, removed or changed. The tenancy sweep
 * takes one before and after each of its calls; fetching the rows themselves cost it most of its time.
 */
export async function snapshotTables(db: Db, tables: readonly string[] = TENANT_TABLES) {
  const drop = `ARRAY[${VOLATILE_COLUMNS.map((c) => `'${c}'`).join(',')}]::text[]`;
  const columns = tables.map(
    () =>
      `(SELECT md5(coalesce(string_agg(r, '|' ORDER BY r), '')) || ':' || count(*)
        FROM (SELECT (to_jsonb(t) - ${drop})::text AS r FROM ?? t) s) AS ??`,
  );
  const result = await db.raw(
    `SELECT ${columns.join(', ')}`,
    tables.flatMap((t) => [t, t]),
  );
  return result.rows[0] as Record<string, string>;
}

export async function countRows(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db(table).count<{ n: number | string }[]>('* as n');
    out[table] = Number(row?.n ?? 0);
  }
  return out;
}

// ---- accounts ----------------------------------------------------------------------------------

export const NEW_PASSWORD = 'Str0ng-Passw0rd';

/** Signs up and verifies a new address; the registration token opens the /registration/* operations. */
export async function registrationToken(
  server: TestServer,
  email: string,
): Promise<{ token: string; userId: number; email: string }> {
  const anon = server.client();
  const registered = await anon.POST('/register', {
    body: {
      firstname: 'Test',
      lastname: 'Person',
      email,
      password: NEW_PASSWORD,
      confirmpassword: NEW_PASSWORD,
    },
  });
  if (registered.response.status !== 201)
    throw new Error(`register ${email}: ${JSON.stringify(registered.error)}`);
  const link = await server.lastLink(email);
  const verified = await anon.POST('/email/verify', {
    body: { token: link.pathname.split('/').pop() as string },
  });
  const token = verified.data?.response.registration_token;
  if (!token) throw new Error(`verify ${email}: ${JSON.stringify(verified.error ?? verified.data)}`);
  return { token, userId: verified.data?.response.userID as number, email };
}

export interface CompanyAccount {
  /** A login token of the Company Owner. */
  token: string;
  userId: number;
  email: string;
  password: string;
  companyId: number;
  orgId: number;
  propertyId: number;
}

/** A second company, made through the API like a customer would: sign-up, verification, registration. */
export async function createCompany(server: TestServer, name: string): Promise<CompanyAccount> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const email = `owner@${slug}.test`;
  const reg = await registrationToken(server, email);
  const api = server.client(reg.token);
  const query = { email, userid: reg.userId };
  const company = await api.POST('/registration/company', {
    params: { query },
    body: { company_name: name },
  });
  if (!company.data) throw new Error(`registration/company: ${JSON.stringify(company.error)}`);
  const org = await api.POST('/registration/organization', {
    params: { query },
    body: { orgname: `${name} Europe` },
  });
  if (!org.data) throw new Error(`registration/organization: ${JSON.stringify(org.error)}`);
  const property = await api.POST('/registration/property', {
    params: { query },
    body: {
      organization_id: org.data.response.id,
      property_name: `${name} Shop`,
      url: `https://shop.${slug}.test`,
    },
  });
  if (!property.data) throw new Error(`registration/property: ${JSON.stringify(property.error)}`);
  return {
    token: property.data.response.token,
    userId: reg.userId,
    email,
    password: NEW_PASSWORD,
    companyId: company.data.response.id,
    orgId: org.data.response.id,
    propertyId: property.data.response.property_id,
  };
}

/** The demo company's ids, read from the database (the seed does not fix them). */
export async function demoIds(db: Db) {
  const company = await db('companies').where({ name: 'Demo Company' }).first('id');
  const org = async (name: string) => (await db('organizations').where({ name }).first('id'))?.id as number;
  const prop = async (name: string) => (await db('properties').where({ name }).first('id'))?.id as number;
  const user = async (email: string) => (await db('users').where({ email }).first('id'))?.id as number;
  return {
    companyId: company?.id as number,
    retailId: await org('Demo Retail'),
    healthId: await org('Demo Health'),
    storeId: await prop('Demo Store'),
    blogId: await prop('Demo Blog'),
    clinicId: await prop('Demo Clinic'),
    viewerId: await user('viewer@demo.test'),
    ownerId: await user('owner@demo.test'),
  };
}

export { DEMO_PASSWORD, spec };
