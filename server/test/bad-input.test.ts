/**
 * Bad input, generated from the contract: for every operation, requests that break its parameters or
 * body one way at a time. Each must answer 4xx (never 5xx) with a body that names the offending field,
 * and none may write anything.
 */

import { gzipSync } from 'node:zlib';
import {
  HTTP_METHODS,
  listOperations,
  type OperationEntry,
  responseProblems,
} from '@privacy-portal/openapi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DSAR_TABLES, demoDsarRows } from './dsar/fixtures.ts';
import {
  clone,
  countRows,
  deletePath,
  demoIds,
  deref,
  describeResponse,
  errorOf,
  type JsonSchema,
  type Params,
  type RawCall,
  rawCall,
  registrationToken,
  requestBodyOf,
  sampleParams,
  sampleValue,
  setPath,
  spec,
  typeOf,
  walkProperties,
} from './support/contract-cases.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

const UNKNOWN_ID = 2147483000;
const NUL = '\u0000';
const NUL_REASON = /NUL character/;
const DEEP = 4300;
const deepLists = '['.repeat(DEEP) + ']'.repeat(DEEP);
const deepObjects = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
const TOO_DEEP = 'is nested more than 64 levels deep';
const MAIN_TABLES = [
  'companies',
  'organizations',
  'properties',
  'users',
  'organization_members',
  'sessions',
  'one_time_tokens',
  'outbox',
  'audit_log',
  // Cookie Consent: everything a property holds.
  'cookie_categories',
  'cookies',
  'scan_jobs',
  'scan_schedules',
  'scan_logins',
  'cookie_blocking',
  'blocking_rules',
  'vendors',
  'banners',
  'banner_versions',
  ...DSAR_TABLES,
];

interface Expectation {
  status: number;
  code: string;
  /** An entry of error.details that must be present. */
  detail?: { in: 'body' | 'query' | 'path'; field: string; reason?: string | RegExp };
}

interface BadCase {
  name: string;
  entry: OperationEntry;
  /** Turns the valid request into the bad one. */
  spoil(request: Request): void;
  expected: Expectation;
}

/** A request under construction: the body is a plain JSON value or exact bytes. */
interface Request {
  pathParams: Params;
  query: Params;
  body?: unknown;
  raw?: RawCall['raw'];
}

const operations = listOperations();
const label = (e: OperationEntry) => `${e.method.toUpperCase()} ${e.path}`;

function validRequest(entry: OperationEntry): Request {
  const { path, query } = sampleParams(entry);
  const body = requestBodyOf(entry);
  return { pathParams: path, query, ...(body ? { body: clone(sampleValue(body.schema)) } : {}) };
}

/** A value of the wrong JSON type for a schema. */
function wrongType(schema: JsonSchema): { value: unknown; what: string } | undefined {
  switch (typeOf(schema)) {
    case 'string':
      return { value: 12345, what: 'a number' };
    case 'integer':
    case 'number':
      return { value: 'abc', what: 'a string' };
    case 'boolean':
      return { value: 'yes', what: 'a string' };
    case 'array':
      return { value: { '0': 1 }, what: 'an object' };
    case 'object':
      return { value: ['x'], what: 'a list' };
    default:
      return undefined;
  }
}

/** A value valid in every other respect but one character longer than maxLength. */
function tooLong(schema: JsonSchema): string {
  const max = schema.maxLength as number;
  const sample = String(sampleValue(schema));
  return sample + (sample.slice(-1) || 'a').repeat(max + 1 - sample.length);
}

const isEmail = (s: JsonSchema) => typeOf(s) === 'string' && deref(s).format === 'email';
const hasMaxLength = (s: JsonSchema) => typeOf(s) === 'string' && typeof deref(s).maxLength === 'number';
const validationFailed = (
  where: 'body' | 'query' | 'path',
  field: string,
  reason?: string | RegExp,
): Expectation => ({
  status: 400,
  code: 'validation_failed',
  detail: { in: where, field, ...(reason ? { reason } : {}) },
});

function casesFor(entry: OperationEntry): BadCase[] {
  const out: BadCase[] = [];
  const add = (what: string, spoil: BadCase['spoil'], expected: Expectation) =>
    out.push({ name: `${label(entry)} ${what}`, entry, spoil, expected });

  // ---- parameters
  for (const p of entry.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const where = p.in;
    const bag = (r: Request) => (where === 'path' ? r.pathParams : r.query);
    const schema = deref(p.schema);
    if (where === 'query' && p.required) {
      add(
        `query.${p.name} missing`,
        (r) => delete r.query[p.name],
        validationFailed('query', p.name, 'is required'),
      );
    }
    if (typeOf(schema) === 'integer') {
      add(
        `${where}.${p.name} = abc`,
        (r) => {
          bag(r)[p.name] = 'abc';
        },
        validationFailed(where, p.name, 'must be a whole number'),
      );
      // Ajv's coercion reads 1e400 as Infinity, which passes its range checks.
      add(
        `${where}.${p.name} = 1e400`,
        (r) => {
          bag(r)[p.name] = '1e400';
        },
        validationFailed(where, p.name, 'must be a whole number'),
      );
      if (typeof schema.minimum === 'number') {
        const below = schema.minimum - 1;
        add(
          `${where}.${p.name} = ${below}`,
          (r) => {
            bag(r)[p.name] = below;
          },
          validationFailed(where, p.name, `must be at least ${schema.minimum}`),
        );
      }
      if (typeof schema.maximum === 'number') {
        // e.g. a page size above the largest page (query.limit)
        const above = schema.maximum + 1;
        add(
          `${where}.${p.name} = ${above}`,
          (r) => {
            bag(r)[p.name] = above;
          },
          validationFailed(where, p.name, `must be at most ${schema.maximum}`),
        );
      }
    }
    if (typeOf(schema) === 'string' && typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern, 'u');
      const breaking = ['!!!', '   '].find((v) => !pattern.test(v));
      if (breaking) {
        add(
          `${where}.${p.name} = '${breaking}' (pattern)`,
          (r) => {
            bag(r)[p.name] = breaking;
          },
          validationFailed(where, p.name, String(schema['x-pattern-reason'] ?? 'has an invalid format')),
        );
      }
    }
    if (typeOf(schema) === 'string') {
      add(
        `${where}.${p.name} with a NUL character`,
        (r) => {
          bag(r)[p.name] = `a${NUL}b`;
        },
        validationFailed(where, p.name, NUL_REASON),
      );
    }
    if (hasMaxLength(schema)) {
      add(
        `${where}.${p.name} too long (${(schema.maxLength as number) + 1} chars)`,
        (r) => {
          bag(r)[p.name] = tooLong(schema);
        },
        validationFailed(where, p.name, `must be at most ${schema.maxLength} characters`),
      );
    }
    if (isEmail(schema)) {
      add(
        `${where}.${p.name} = not-an-email`,
        (r) => {
          bag(r)[p.name] = 'not-an-email';
        },
        validationFailed(where, p.name, 'must be a valid email address'),
      );
    }
    if (Array.isArray(schema.enum)) {
      // A number outside an integer enum (a word would fail as "must be a whole number" first).
      const outside =
        typeOf(schema) === 'integer' ? Math.max(...(schema.enum as number[])) + 1 : 'not-a-choice';
      add(
        `${where}.${p.name} not one of the choices`,
        (r) => {
          bag(r)[p.name] = outside;
        },
        validationFailed(where, p.name, /^must be one of: /),
      );
    }
  }

  // A NUL in any query value, declared or not (PostgreSQL text cannot hold one).
  add(
    'query.query with a NUL character',
    (r) => {
      r.query.query = NUL;
    },
    validationFailed('query', 'query', NUL_REASON),
  );

  // ---- body
  const body = requestBodyOf(entry);
  if (!body) return out;
  for (const encoding of ['gzip', 'br']) {
    add(
      `body with a corrupt ${encoding} Content-Encoding`,
      (r) => {
        r.raw = { text: 'not compressed', contentType: 'application/json', contentEncoding: encoding };
      },
      { status: 400, code: 'invalid_json' },
    );
  }
  // About 4,300 levels in 8.6 KB: the recursive checks of the body overflowed the stack (a 500).
  add(
    `body nested ${DEEP} lists deep`,
    (r) => {
      r.raw = { text: deepLists, contentType: 'application/json' };
    },
    validationFailed('body', '0', TOO_DEEP),
  );
  add(
    `body nested ${DEEP} objects deep`,
    (r) => {
      r.raw = { text: deepObjects, contentType: 'application/json' };
    },
    validationFailed('body', 'a', TOO_DEEP),
  );
  const setBody = (path: string, value: unknown) => (r: Request) =>
    setPath(r.body as Record<string, unknown>, path, value);

  if (body.required) {
    add('body missing', (r) => delete r.body, validationFailed('body', '', /^is required/));
    add(
      'body not JSON',
      (r) => {
        r.raw = { text: '{oops', contentType: 'application/json' };
      },
      { status: 400, code: 'invalid_json' },
    );
    // An operation whose contract takes text/plain (the sendBeacon consent beacons) reads it as JSON.
    const takesText = Boolean(
      (entry.operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.[
        'text/plain'
      ],
    );
    add(
      'body sent as text/plain',
      (r) => {
        r.raw = { text: 'hello', contentType: 'text/plain' };
      },
      takesText ? { status: 400, code: 'invalid_json' } : { status: 415, code: 'unsupported_media_type' },
    );
  }
  add(
    'body is a list',
    (r) => {
      r.body = [r.body];
    },
    validationFailed('body', '', 'must be an object'),
  );
  if (typeof body.schema.minProperties === 'number') {
    add(
      'body empty',
      (r) => {
        r.body = {};
      },
      validationFailed('body', '', /^must contain at least/),
    );
  }
  if (body.schema.additionalProperties === false) {
    add(
      'body.zzz_unknown unknown field',
      setBody('zzz_unknown', 'x'),
      validationFailed('body', 'zzz_unknown', 'is not a known field'),
    );
  }

  const base = sampleValue(body.schema) as Record<string, unknown>;
  for (const prop of walkProperties(body.schema)) {
    const field = prop.path;
    const parent = field.split('.').slice(0, -1).join('.');
    // A nested field only counts where its object is part of the valid body.
    const reachable =
      !parent ||
      parent.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], base) !== undefined;
    if (!reachable) continue;
    if (prop.required) {
      add(
        `body.${field} missing`,
        (r) => deletePath(r.body as Record<string, unknown>, field),
        validationFailed('body', field, 'is required'),
      );
    }
    const wrong = prop.depth === 0 ? wrongType(prop.schema) : undefined;
    if (wrong) {
      add(
        `body.${field} wrong type (${wrong.what})`,
        setBody(field, wrong.value),
        validationFailed('body', field, /^must be /),
      );
    }
    if (typeOf(prop.schema) === 'string') {
      add(
        `body.${field} with a NUL character`,
        setBody(field, `a${NUL}b`),
        validationFailed('body', field, NUL_REASON),
      );
      add(
        `body.${field} with a lone surrogate`,
        setBody(field, 'a\uD800b'),
        validationFailed('body', field, /lone surrogate/),
      );
    }
    if (hasMaxLength(prop.schema)) {
      add(
        `body.${field} too long (${(prop.schema.maxLength as number) + 1} chars)`,
        setBody(field, tooLong(prop.schema)),
        validationFailed('body', field, `must be at most ${prop.schema.maxLength} characters`),
      );
    }
    if (isEmail(prop.schema)) {
      add(
        `body.${field} = not-an-email`,
        setBody(field, 'not-an-email'),
        validationFailed('body', field, 'must be a valid email address'),
      );
    }
    if (Array.isArray(prop.schema.enum) && typeOf(prop.schema) === 'string') {
      add(
        `body.${field} not one of the choices`,
        setBody(field, 'not-a-choice'),
        validationFailed('body', field, /^must be one of: /),
      );
    }
  }
  return out;
}

const validationCases = operations.flatMap(casesFor);

/**
 * Tenant path parameters (organization, property, company, user, and rows inside a property such as a
 * cookie or a scan job): an unknown id is a 404.
 */
const unknownIdCases = operations.flatMap((entry) =>
  (entry.operation['x-tenant'] ?? [])
    .filter((f) => f.in === 'path')
    .map((f) => ({
      name: `${label(entry)} path.${f.name} unknown (${f.kind} ${UNKNOWN_ID})`,
      entry,
      field: f.name,
    })),
);

/** For every path of the contract, a method it does not have. */
const wrongMethodCases = Object.entries(spec.paths).flatMap(([path, item]) => {
  const allowed = HTTP_METHODS.filter((m) => m in item);
  const other = HTTP_METHODS.find((m) => !allowed.includes(m));
  const entry = operations.find((e) => e.path === path);
  if (!other || !entry) return [];
  return [{ name: `${other.toUpperCase()} ${path} → 405`, path, method: other, allowed, entry }];
});

let server: TestServer;
const tokens: { owner: string; registration: string } = { owner: '', registration: '' };
let countsBefore: Record<string, number>;
let demo: Awaited<ReturnType<typeof demoIds>>;
/** The demo company's seeded subscription and licence (x-tenant kinds subscription and licence). */
const billingIds = { subscription: 0, licence: 0 };
/** Demo Store's seeded Cookie Consent rows (the x-tenant kinds of rows inside a property). */
const rowIds: Record<string, number> = {};
const ROW_TABLES: Record<string, string> = {
  cookieCategory: 'cookie_categories',
  cookie: 'cookies',
  scanJob: 'scan_jobs',
  scanSchedule: 'scan_schedules',
  blockingRule: 'blocking_rules',
  vendor: 'vendors',
  bannerVersion: 'banner_versions',
};

const tokenFor = (entry: OperationEntry) =>
  entry.isPublic ? null : entry.operation['x-token'] === 'registration' ? tokens.registration : tokens.owner;

beforeAll(async () => {
  server = await startTestServer();
  tokens.owner = (await server.login('owner@demo.test')).token;
  tokens.registration = (await registrationToken(server, 'bad.input@registrant.test')).token;
  demo = await demoIds(server.running.deps.db);
  const licence = await server.running.deps
    .db('licences')
    .where({ company_id: demo.companyId })
    .orderBy('id')
    .first('id', 'subscription_id');
  billingIds.subscription = licence?.subscription_id as number;
  billingIds.licence = licence?.id as number;
  for (const [kind, table] of Object.entries(ROW_TABLES)) {
    const row = await server.running.deps
      .db(table)
      .where({ property_id: demo.storeId })
      .orderBy('id')
      .first('id');
    rowIds[kind] = row?.id as number;
  }
  Object.assign(
    rowIds,
    await demoDsarRows(server.running.deps.db, server.running.deps.config.dataDir, demo.retailId),
  );
  countsBefore = await countRows(server.running.deps.db, MAIN_TABLES);
});
afterAll(() => server?.close());

describe('bad input is refused with the field named', () => {
  it.each(validationCases.map((c) => [c.name, c] as const))(
    '%s',
    async (_name, { entry, spoil, expected }) => {
      const request = validRequest(entry);
      spoil(request);
      const res = await rawCall(server, {
        method: entry.method,
        path: entry.path,
        pathParams: request.pathParams,
        query: request.query,
        token: tokenFor(entry),
        ...(request.raw ? { raw: request.raw } : { body: request.body }),
      });
      expect(res.status, describeResponse(res)).toBe(expected.status);
      const error = errorOf(res);
      expect(error?.code, describeResponse(res)).toBe(expected.code);
      if (expected.detail) {
        const { reason, ...where } = expected.detail;
        const entryFor = error?.details?.find((d) => d.in === where.in && d.field === where.field);
        expect(entryFor, `details name ${where.in}.${where.field}: ${describeResponse(res)}`).toBeDefined();
        if (reason) expect(entryFor?.reason).toMatch(reason);
      }
      expect(responseProblems(entry.path, entry.method, res.status, res.json)).toEqual([]);
    },
  );

  it('generated cases for every operation that takes input', () => {
    const withInput = operations.filter(
      (e) => e.operation.requestBody || e.parameters.some((p) => p.in === 'path' || p.required),
    );
    const covered = new Set(validationCases.map((c) => c.entry.operation.operationId));
    expect(withInput.length).toBeGreaterThan(0);
    expect(withInput.map((e) => e.operation.operationId).filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe('numbers and encodings the generated cases do not write', () => {
  it.each(['1e20', '1.5', '-1', '0x10', ' 5', '99999999999999999999'])(
    'GET /organizations/%s → 400 naming path.id',
    async (id) => {
      const res = await rawCall(server, {
        method: 'get',
        path: '/organizations/{id}',
        pathParams: { id },
        token: tokens.owner,
      });
      expect(res.status, describeResponse(res)).toBe(400);
      expect(errorOf(res)?.details?.map((d) => `${d.in}.${d.field}`)).toEqual(['path.id']);
    },
  );

  it('refuses a consent beacon (text/plain) nested 4,300 levels deep with 400, recording nothing', async () => {
    const consents = () => server.running.deps.db('consent_records').count<{ n: number }[]>('* as n');
    const before = Number((await consents())[0]?.n);
    const res = await rawCall(server, {
      method: 'post',
      path: '/public/cookie-consent/{propertyId}/consents',
      pathParams: { propertyId: demo.storeId },
      raw: { text: deepLists, contentType: 'text/plain;charset=UTF-8' },
    });
    expect(res.status, describeResponse(res)).toBe(400);
    expect(errorOf(res)?.code).toBe('validation_failed');
    expect(errorOf(res)?.message).toBe(`body.0 ${TOO_DEEP}`);
    expect(Number((await consents())[0]?.n)).toBe(before);
  });

  it('still takes a body nested 64 levels deep as far as the contract', async () => {
    // Depth 64 is allowed: the login's own check answers (an unknown field), not the depth check.
    const nested = `${'['.repeat(63)}1${']'.repeat(63)}`;
    const res = await rawCall(server, {
      method: 'post',
      path: '/login',
      raw: { text: `{"zzz_unknown":${nested}}`, contentType: 'application/json' },
    });
    expect(res.status, describeResponse(res)).toBe(400);
    expect(errorOf(res)?.details).toContainEqual({
      in: 'body',
      field: 'zzz_unknown',
      reason: 'is not a known field',
    });
    const deeper = `{"zzz_unknown":[${nested}]}`;
    const refused = await rawCall(server, {
      method: 'post',
      path: '/login',
      raw: { text: deeper, contentType: 'application/json' },
    });
    expect(errorOf(refused)?.details).toEqual([{ in: 'body', field: 'zzz_unknown', reason: TOO_DEEP }]);
  });

  it('refuses a body in an unsupported Content-Encoding with 415', async () => {
    const res = await rawCall(server, {
      method: 'put',
      path: '/company',
      token: tokens.owner,
      raw: { text: '{}', contentType: 'application/json', contentEncoding: 'compress' },
    });
    expect(res.status, describeResponse(res)).toBe(415);
    expect(errorOf(res)?.code).toBe('unsupported_media_type');
    expect(errorOf(res)?.message).toMatch(/Content-Encoding compress is not supported/);
  });

  it('still reads a body that is really gzip-compressed', async () => {
    const url = `${server.url}/api/v1/company`;
    const res = await fetch(url, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${tokens.owner}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: gzipSync(JSON.stringify({ zzz_unknown: 'x' })),
    });
    // Decoded and validated: the unknown field is named, so the body was read.
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { details: Array<{ field: string }> } }).error;
    expect(error.details.map((d) => d.field)).toContain('zzz_unknown');
  });
});

describe('unknown ids, paths and methods', () => {
  it.each(unknownIdCases.map((c) => [c.name, c] as const))('%s', async (_name, { entry, field }) => {
    const request = validRequest(entry);
    const real: Record<string, number> = {
      organization: demo.retailId,
      property: demo.storeId,
      company: demo.companyId,
      user: demo.viewerId,
      subscription: billingIds.subscription,
      licence: billingIds.licence,
      ...rowIds,
    };
    for (const f of entry.operation['x-tenant'] ?? []) {
      if (f.in !== 'path') continue;
      if (f.name !== field) expect(real[f.kind], `a demo id for ${f.kind}`).toBeTypeOf('number');
      request.pathParams[f.name] = f.name === field ? UNKNOWN_ID : (real[f.kind] as number);
    }
    const res = await rawCall(server, {
      method: entry.method,
      path: entry.path,
      pathParams: request.pathParams,
      query: request.query,
      token: tokens.owner,
      body: request.body,
    });
    expect(res.status, describeResponse(res)).toBe(404);
    expect(errorOf(res)?.code).toBe('not_found');
    expect(errorOf(res)?.message).not.toMatch(/^No API operation/);
    expect(responseProblems(entry.path, entry.method, res.status, res.json)).toEqual([]);
  });

  it.each(['get', 'post'])('%s /api/v1/nope → 404 not_found', async (method) => {
    const res = await rawCall(server, { method, path: '/nope', token: tokens.owner });
    expect(res.status, describeResponse(res)).toBe(404);
    expect(errorOf(res)?.code).toBe('not_found');
    expect(responseProblems('/organizations/{id}', 'get', 404, res.json)).toEqual([]);
  });

  it.each(wrongMethodCases.map((c) => [c.name, c] as const))(
    '%s',
    async (_name, { path, method, allowed, entry }) => {
      const { path: pathParams } = sampleParams(entry);
      const res = await rawCall(server, { method, path, pathParams, token: tokens.owner });
      expect(res.status, describeResponse(res)).toBe(405);
      expect(errorOf(res)?.code).toBe('method_not_allowed');
      const allow = (res.headers.get('allow') ?? '').split(',').map((m) => m.trim().toLowerCase());
      expect(allow.sort()).toEqual([...allowed].sort());
    },
  );
});

describe('nothing was written', () => {
  it('leaves the row counts of the main tables as they were', async () => {
    expect(await countRows(server.running.deps.db, MAIN_TABLES)).toEqual(countsBefore);
  });
});
