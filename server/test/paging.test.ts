/**
 * Every list is paged (issue "Hardening", item 10): generated from the contract, every list operation
 * declares keyset paging (`limit` with a maximum, `after`) and answers `page` beside `response`; walking
 * a list page by page yields each row once, in order; `limit` is honoured and a cursor the list did
 * not issue is refused with 400 naming `query.after`.
 */

import { listOperations, type OperationEntry, responseProblems } from '@privacy-portal/openapi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Keyset, keysetPage } from '../src/db/keyset.ts';
import { type DsarRows, demoDsarRows } from './dsar/fixtures.ts';
import {
  demoIds,
  deref,
  describeResponse,
  errorOf,
  isKeysetPaged,
  isListOperation,
  type JsonSchema,
  type Params,
  rawCall,
  sampleParams,
  successBodyOf,
} from './support/contract-cases.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

const MAX_PAGE = 200;
const operations = listOperations();
const label = (e: OperationEntry) => `${e.method.toUpperCase()} ${e.path}`;
const lists = operations.filter(isListOperation);
const keysetLists = lists.filter(isKeysetPaged);

const param = (e: OperationEntry, name: string) =>
  e.parameters.find((p) => p.in === 'query' && p.name === name);

describe('the contract pages every list', () => {
  it('finds the lists (the rule is not vacuous)', () => {
    expect(keysetLists.map((e) => e.operation.operationId)).toContain('listOrganizations');
    expect(keysetLists.length).toBeGreaterThan(10);
  });

  it.each(lists.map((e) => [label(e), e] as const))('%s is keyset-paged or says why not', (_l, entry) => {
    const exempt = entry.operation['x-paging-exempt'];
    if (exempt !== undefined) {
      expect(exempt.trim().length, 'x-paging-exempt gives a reason').toBeGreaterThan(10);
      return;
    }
    const limit = deref(param(entry, 'limit')?.schema);
    expect(param(entry, 'limit'), 'query.limit').toBeDefined();
    expect(limit.maximum).toBe(MAX_PAGE);
    expect(limit.default).toBe(50);
    const after = deref(param(entry, 'after')?.schema);
    expect(after.type, 'query.after is a cursor').toBe('string');
    const body = successBodyOf(entry) as JsonSchema;
    expect(body.required, 'the body requires page').toContain('page');
    const page = deref((body.properties as Record<string, JsonSchema>).page);
    expect(page.required).toEqual(['next', 'limit']);
  });

  it.each(operations.filter((e) => param(e, 'offset')).map((e) => [label(e), e] as const))(
    '%s keeps offset pages only with a reason, and bounded',
    (_l, entry) => {
      expect(entry.operation['x-paging-offset']?.trim().length ?? 0, 'x-paging-offset').toBeGreaterThan(10);
      expect(deref(param(entry, 'limit')?.schema).maximum).toBeLessThanOrEqual(100);
      expect(deref(param(entry, 'offset')?.schema).maximum).toBeTypeOf('number');
    },
  );

  it.each(operations.filter((e) => param(e, 'limit')).map((e) => [label(e), e] as const))(
    '%s bounds query.limit',
    (_l, entry) => {
      expect(deref(param(entry, 'limit')?.schema).maximum).toBeLessThanOrEqual(MAX_PAGE);
    },
  );
});

let server: TestServer;
let demo: Awaited<ReturnType<typeof demoIds>>;
let dsar: DsarRows;
const tokens = { owner: '', orgAdmin: '', staff: '' };

beforeAll(async () => {
  server = await startTestServer();
  tokens.owner = (await server.login('owner@demo.test')).token;
  tokens.orgAdmin = (await server.login('orgadmin@demo.test')).token;
  tokens.staff = (await server.login('staff@demo.test')).token;
  demo = await demoIds(server.running.deps.db);
  dsar = await demoDsarRows(server.running.deps.db, server.running.deps.config.dataDir, demo.retailId);
});
afterAll(() => server?.close());

interface Page {
  response: Array<Record<string, unknown>>;
  page: { next: string | null; limit: number };
}

/** The request of a list as the demo owner sees it (staff for the staff-only list). */
function listCall(entry: OperationEntry, query: Params = {}) {
  const { path, query: required } = sampleParams(entry);
  const real: Record<string, number> = {
    organization: demo.retailId,
    property: demo.storeId,
    company: demo.companyId,
    // DSAR lists inside a row: Demo Retail's form (its versions) and a request (its timeline).
    dsarForm: dsar.dsarForm,
    dsarRequest: dsar.dsarRequest,
  };
  for (const f of entry.operation['x-tenant'] ?? []) {
    if (f.in !== 'path') continue;
    // A kind without a demo id here (a row inside a property) would page a list that is not there.
    const id = real[f.kind];
    if (id === undefined) throw new Error(`no demo id for the x-tenant kind ${f.kind}`);
    path[f.name] = id;
  }
  if (entry.operation.operationId === 'findOrganizationsByName') required.name = 'demo';
  const token = entry.isPublic
    ? null
    : entry.operation.operationId === 'listContactRequests'
      ? tokens.staff
      : tokens.owner;
  return {
    method: entry.method,
    path: entry.path,
    pathParams: path,
    query: { ...required, ...query },
    token,
  };
}

async function getPage(entry: OperationEntry, query: Params = {}, token?: string): Promise<Page> {
  const call = listCall(entry, query);
  const res = await rawCall(server, token ? { ...call, token } : call);
  expect(res.status, describeResponse(res)).toBe(200);
  expect(responseProblems(entry.path, entry.method, res.status, res.json)).toEqual([]);
  return res.json as Page;
}

/** Follows page.next to the end. */
async function walk(entry: OperationEntry, limit: number, token?: string) {
  const pages: Page[] = [];
  let after: string | undefined;
  do {
    const page = await getPage(entry, { limit, ...(after ? { after } : {}) }, token);
    pages.push(page);
    after = page.page.next ?? undefined;
    if (pages.length > 1000) throw new Error('no last page');
  } while (after);
  return pages;
}

// A consent record's key is its place in the property's chain (seq).
const idOf = (row: Record<string, unknown>) => row.id ?? row.uid ?? row.seq ?? row.property_id;

// Before the 450 organizations below: here every list fits in one page of 200.
describe('every keyset list', () => {
  const foreign = [
    ['garbage', 'bm90LWpzb24'],
    ['a key of another shape', Buffer.from(JSON.stringify(['x', 'y', 'z', 1])).toString('base64url')],
  ] as const;

  it.each(keysetLists.map((e) => [label(e), e] as const))(
    '%s walked one row at a time gives the rows of one large page, once each',
    async (_l, entry) => {
      const whole = await getPage(entry, { limit: MAX_PAGE });
      expect(whole.page).toEqual({ next: null, limit: MAX_PAGE });
      const pages = await walk(entry, 1);
      expect(pages.every((p) => p.response.length <= 1)).toBe(true);
      expect(pages.flatMap((p) => p.response)).toEqual(whole.response);
      expect(new Set(whole.response.map(idOf)).size).toBe(whole.response.length);
    },
  );

  it.each(keysetLists.flatMap((e) => foreign.map(([what, after]) => [label(e), what, e, after] as const)))(
    '%s refuses %s as a cursor naming query.after',
    async (_l, _what, entry, after) => {
      const res = await rawCall(server, listCall(entry, { after }));
      expect(res.status, describeResponse(res)).toBe(400);
      expect(errorOf(res)?.code).toBe('validation_failed');
      expect(errorOf(res)?.details?.[0]).toMatchObject({ in: 'query', field: 'after' });
      expect(responseProblems(entry.path, entry.method, res.status, res.json)).toEqual([]);
    },
  );
});

describe('GET /organizations with more organizations than the largest page', () => {
  const COUNT = 450;

  beforeAll(async () => {
    const { db } = server.running.deps;
    // Inserted out of name order, mixed case, so neither the ids nor the case give the order away.
    const words = ['alpha', 'Beta', 'GAMMA', 'delta', 'Epsilon'];
    const rows = Array.from({ length: COUNT }, (_, i) => {
      const n = (i * 7919) % COUNT;
      return { company_id: demo.companyId, name: `${words[n % words.length]} ${String(n).padStart(4, '0')}` };
    });
    await db.batchInsert('organizations', rows, 100);
  });

  const listOrganizations = () => operations.find((e) => e.operation.operationId === 'listOrganizations');

  it('returns pages that together hold every organization once, in name order', async () => {
    const entry = listOrganizations() as OperationEntry;
    const pages = await walk(entry, MAX_PAGE);
    const { db } = server.running.deps;
    const expected = (await db('organizations')
      .where({ company_id: demo.companyId })
      .orderByRaw('lower(name), id')
      .select('id')) as Array<{ id: number }>;
    expect(expected.length).toBe(COUNT + 2);
    expect(pages.map((p) => p.response.length)).toEqual([200, 200, 52]);
    expect(pages.every((p) => p.page.limit === MAX_PAGE)).toBe(true);
    expect(pages.at(-1)?.page.next).toBeNull();
    expect(pages.flatMap((p) => p.response.map((o) => o.id))).toEqual(expected.map((r) => r.id));
    // Each organization still carries its properties.
    const retail = pages.flatMap((p) => p.response).find((o) => o.id === demo.retailId);
    expect(retail?.properties).toHaveLength(2);
  });

  it('answers 50 organizations when no limit is given, and honours a smaller one', async () => {
    const entry = listOrganizations() as OperationEntry;
    const first = await getPage(entry);
    expect(first.response).toHaveLength(50);
    expect(first.page).toEqual({ next: expect.any(String), limit: 50 });
    const small = await getPage(entry, { limit: 7 });
    expect(small.response).toHaveLength(7);
    expect(small.response).toEqual(first.response.slice(0, 7));
    const next = await getPage(entry, { limit: 7, after: small.page.next as string });
    expect(next.response).toEqual(first.response.slice(7, 14));
  });

  it('refuses a limit above 200 naming query.limit', async () => {
    const entry = listOrganizations() as OperationEntry;
    const res = await rawCall(server, listCall(entry, { limit: MAX_PAGE + 1 }));
    expect(res.status, describeResponse(res)).toBe(400);
    expect(errorOf(res)?.details).toContainEqual({
      in: 'query',
      field: 'limit',
      reason: 'must be at most 200',
    });
  });

  it('refuses a doctored cursor (an id past the column) naming query.after, not with a 500', async () => {
    const entry = listOrganizations() as OperationEntry;
    const after = Buffer.from(JSON.stringify(['demo', 99999999999])).toString('base64url');
    const res = await rawCall(server, listCall(entry, { after }));
    expect(res.status, describeResponse(res)).toBe(400);
    expect(errorOf(res)?.details).toEqual([
      { in: 'query', field: 'after', reason: 'is not a cursor of this list' },
    ]);
  });

  it('shows an organization administrator only their organizations', async () => {
    const entry = listOrganizations() as OperationEntry;
    const pages = await walk(entry, MAX_PAGE, tokens.orgAdmin);
    expect(pages.flatMap((p) => p.response.map((o) => o.id))).toEqual([demo.retailId]);
  });
});

describe('keysetPage on a newest-first list by time', () => {
  it('keeps microseconds and ties in the cursor: every row once, newest first', async () => {
    const { db } = server.running.deps;
    await db.schema.createTable('paging_probe', (t) => {
      t.increments('id');
      t.timestamp('at', { useTz: true }).notNullable();
    });
    // Rows a microsecond apart (a JS Date would merge them) and rows sharing a time (the id decides).
    const times = [
      '2026-01-01 10:00:00.000001+00',
      '2026-01-01 10:00:00.000002+00',
      '2026-01-01 10:00:00.000002+00',
    ];
    await db('paging_probe').insert([...times, ...times, ...times].map((at) => ({ at })));
    const expected = (await db('paging_probe').orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as Array<{ id: number }>;
    const keyset: Keyset = {
      parts: [
        { sql: 'paging_probe.at', type: 'timestamptz' },
        { sql: 'paging_probe.id', type: 'integer' },
      ],
      direction: 'desc',
    };
    const seen: number[] = [];
    let after: string | undefined;
    do {
      const { rows, page } = await keysetPage<{ id: number }>(
        db('paging_probe').select('paging_probe.*'),
        keyset,
        after ? { limit: 2, after } : { limit: 2 },
      );
      expect(rows.length).toBeLessThanOrEqual(2);
      seen.push(...rows.map((r) => r.id));
      after = page.next ?? undefined;
    } while (after);
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it('answers 400 naming query.after for a doctored cursor that is no value of its column', async () => {
    const { db } = server.running.deps;
    const keyset: Keyset = {
      parts: [
        { sql: 'paging_probe.at', type: 'timestamptz' },
        { sql: 'paging_probe.id', type: 'integer' },
      ],
      direction: 'desc',
    };
    for (const key of [
      ['2026-02-30 10:00:00+00', 1],
      ['2026-01-01 10:00:00+00', 99999999999],
    ]) {
      const after = Buffer.from(JSON.stringify(key)).toString('base64url');
      const page = keysetPage(db('paging_probe').select('paging_probe.*'), keyset, { after });
      await expect(page).rejects.toMatchObject({
        status: 400,
        details: [{ in: 'query', field: 'after', reason: 'is not a cursor of this list' }],
      });
    }
  });
});
