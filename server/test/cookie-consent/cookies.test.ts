/** The cookie inventory: by hand, in bulk, published, imported from CSV, recorded from a scan. */
import type { ApiClient, Schemas } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import {
  recordScannedCookies,
  type ScannedCookie,
} from '../../src/modules/cookieConsent/cookies/cookies.service.ts';
import { type CompanyAccount, createCompany, type demoIds } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { licenseCookieConsent, licensedDemo } from './licence.ts';

let server: TestServer;
let db: Db;
/** Licensed; its property is https://shop.cookie-alpha.test. */
let alpha: CompanyAccount;
/** Licensed, for paging (an inventory nobody else writes to). */
let paged: CompanyAccount;
/** Licensed; another company, for the tenancy refusals. */
let beta: CompanyAccount;
let api: ApiClient;
let demo: Awaited<ReturnType<typeof demoIds>>;
let category: Record<string, number>;

async function categoryIds(client: ApiClient, pid: number): Promise<Record<string, number>> {
  const res = await client.GET('/cookiecategory', { params: { query: { pid } } });
  return Object.fromEntries((res.data?.response ?? []).map((c) => [c.key ?? c.name, c.id]));
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.running.deps.db;
  [alpha, paged, beta] = await Promise.all([
    createCompany(server, 'Cookie Alpha'),
    createCompany(server, 'Cookie Paged'),
    createCompany(server, 'Cookie Beta'),
  ]);
  for (const c of [alpha, paged, beta]) await licenseCookieConsent(db, c.companyId, c.propertyId);
  demo = await licensedDemo(db);
  api = server.client(alpha.token);
  category = await categoryIds(api, alpha.propertyId);
}, 60_000);
afterAll(() => server?.close());

type CookieBody = Schemas['CookieInput'];
const at = (c: CompanyAccount = alpha) => ({ orgId: c.orgId, propId: c.propertyId });
const create = (body: CookieBody, c: CompanyAccount = alpha, client = api) =>
  client.POST('/cookie/{orgId}/{propId}', { params: { path: at(c) }, body });
const get = (id: number, c: CompanyAccount = alpha, client = api) =>
  client.GET('/cookie/{orgId}/{propId}/{id}', { params: { path: { ...at(c), id } } });
const update = (id: number, body: CookieBody) =>
  api.PUT('/cookie/{orgId}/{propId}/{id}', { params: { path: { ...at(), id } }, body });
const remove = (id: number) =>
  api.DELETE('/cookie/{orgId}/{propId}/{id}', { params: { path: { ...at(), id } } });
const list = (query: Record<string, unknown>, c: CompanyAccount = alpha, client = api) =>
  client.GET('/all-cookie/{orgId}/{propId}', { params: { path: at(c), query } });
const bulk = (body: Schemas['CookieBulkUpdate']) =>
  api.PUT('/bulkupdatecookie/{orgId}/{propId}', { params: { path: at() }, body });
const publish = (body?: Schemas['CookiePublish'], c: CompanyAccount = alpha) =>
  server
    .client(c.token)
    .POST('/publish-cookie/{orgId}/{propId}', { params: { path: at(c) }, ...(body ? { body } : {}) });
const importCsv = (csv: string, c: CompanyAccount = alpha, client = api) =>
  client.POST('/import-cookies-list/{oid}/{pid}', {
    params: { path: { oid: c.orgId, pid: c.propertyId } },
    body: { csv, file_name: 'cookies.csv' },
  });
const made = async (body: CookieBody, c: CompanyAccount = alpha) => {
  const res = await create(body, c, server.client(c.token));
  if (!res.data) throw new Error(`create ${body.name}: ${JSON.stringify(res.error)}`);
  return res.data.response;
};
const snapshot = async (propertyId = alpha.propertyId) =>
  db('cookies').where({ property_id: propertyId }).orderBy('id').select('*');

describe('one cookie', () => {
  it('is created with defaults: path /, type cookie, party from the property, lifetime in words, unpublished', async () => {
    const res = await create({
      name: 'cart_id',
      domain: '.shop.cookie-alpha.test',
      category_id: category.necessary as number,
      duration_seconds: 63_072_000,
    });
    expect(res.response.status).toBe(201);
    expect(res.data?.response).toMatchObject({
      name: 'cart_id',
      domain: '.shop.cookie-alpha.test',
      path: '/',
      type: 'cookie',
      category_id: category.necessary,
      category_name: 'Strictly necessary',
      purpose: '',
      duration_seconds: 63_072_000,
      duration: '2 years',
      party: 'first',
      script_url: null,
      pages: [],
      page_count: 0,
      source: 'manual',
      published: false,
      platform: null,
      last_seen_at: null,
    });
    // Another site's domain is third party; no lifetime is a session cookie.
    const third = await made({
      name: 'uid',
      domain: 'ads.tracker.example',
      category_id: category.marketing as number,
    });
    expect(third).toMatchObject({ party: 'third', duration_seconds: null, duration: 'session' });
    // A party given wins; a localStorage key without expiry stays until removed.
    const stored = await made({
      name: 'prefs',
      domain: 'cdn.cookie-alpha.test',
      category_id: category.functional as number,
      type: 'localStorage',
      party: 'third',
      published: true,
    });
    expect(stored).toMatchObject({
      party: 'third',
      duration: 'persistent',
      type: 'localStorage',
      published: true,
    });
  });

  it('is read, replaced and deleted', async () => {
    const cookie = await made({
      name: '_hj_session',
      domain: '.shop.cookie-alpha.test',
      category_id: category.analytics as number,
      purpose: 'Session of the heat map',
      duration_seconds: 1800,
      script_url: 'https://static.hotjar.example/c.js',
    });
    expect((await get(cookie.id)).data?.response).toEqual(cookie);
    const res = await update(cookie.id, {
      name: '_hjSession',
      domain: '.shop.cookie-alpha.test',
      category_id: category.functional as number,
      purpose: 'Keeps the heat map session',
    });
    expect(res.response.status).toBe(200);
    // What the body leaves out is kept: the lifetime and the script.
    expect(res.data?.response).toMatchObject({
      id: cookie.id,
      name: '_hjSession',
      category_name: 'Functional',
      purpose: 'Keeps the heat map session',
      duration_seconds: 1800,
      duration: '30 minutes',
      script_url: 'https://static.hotjar.example/c.js',
      source: 'manual',
    });
    const cleared = await update(cookie.id, {
      name: '_hjSession',
      domain: '.shop.cookie-alpha.test',
      category_id: category.functional as number,
      duration_seconds: null,
      script_url: null,
    });
    expect(cleared.data?.response).toMatchObject({ duration: 'session', script_url: null });
    expect((await remove(cookie.id)).response.status).toBe(204);
    expect((await get(cookie.id)).response.status).toBe(404);
    expect((await remove(cookie.id)).response.status).toBe(404);
  });

  it('refuses an unknown category, or another property’s, naming body.category_id (400)', async () => {
    const theirs = (await categoryIds(server.client(beta.token), beta.propertyId)).analytics as number;
    const before = await snapshot();
    for (const category_id of [theirs, 999_999]) {
      const res = await create({ name: 'nope', domain: 'shop.cookie-alpha.test', category_id });
      expect(res.response.status).toBe(400);
      expect(res.error?.error).toMatchObject({
        code: 'validation_failed',
        details: [{ in: 'body', field: 'category_id', reason: 'is not a cookie category of this property' }],
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is unique by name, domain, path and type (409 name_taken)', async () => {
    const body = { name: 'dup', domain: 'shop.cookie-alpha.test', category_id: category.necessary as number };
    await made(body);
    const again = await create(body);
    expect(again.response.status).toBe(409);
    expect(again.error?.error.code).toBe('name_taken');
    expect(again.error?.error.details).toEqual([{ in: 'body', field: 'name', reason: 'is already used' }]);
    // Another path or another type is another cookie.
    expect((await create({ ...body, path: '/checkout' })).response.status).toBe(201);
    expect((await create({ ...body, type: 'sessionStorage' })).response.status).toBe(201);
    // Renaming onto an existing one is refused too.
    const other = await made({ ...body, name: 'dup2' });
    const rename = await update(other.id, body);
    expect(rename.response.status).toBe(409);
    expect(rename.error?.error.code).toBe('name_taken');
  });

  it('stores plain text: markup is stripped from the name and purpose', async () => {
    const res = await create({
      name: '<b>_fbp</b>',
      domain: 'shop.cookie-alpha.test',
      category_id: category.marketing as number,
      purpose: '<a href="javascript:alert(1)">Tracks</a> visits <script>alert(1)</script>&amp; conversions',
    });
    expect(res.response.status).toBe(201);
    expect(res.data?.response).toMatchObject({ name: '_fbp', purpose: 'Tracks visits & conversions' });
    const row = await db('cookies').where({ id: res.data?.response.id }).first();
    expect(`${row.name} ${row.purpose}`).not.toMatch(/[<>]/);
    const bulked = await bulk({
      ids: [res.data?.response.id as number],
      purpose: '<img src=x onerror=alert(1)>Ads',
    });
    expect(bulked.response.status).toBe(200);
    expect((await get(res.data?.response.id as number)).data?.response.purpose).toBe('Ads');
  });
});

describe('the list', () => {
  let all: Schemas['Cookie'][];

  beforeAll(async () => {
    const ids = await categoryIds(server.client(paged.token), paged.propertyId);
    const keys = ['necessary', 'functional', 'analytics', 'marketing'] as const;
    const types = ['cookie', 'localStorage', 'sessionStorage'] as const;
    // 60 cookies; names collide in letter case on purpose (the order is lower(name), then id).
    const bodies: CookieBody[] = Array.from({ length: 60 }, (_, i) => ({
      name: `${i % 2 ? 'C' : 'c'}ookie_${String(Math.floor(i / 2)).padStart(2, '0')}`,
      domain: i % 3 === 0 ? 'ads.network.example' : 'shop.cookie-paged.test',
      path: i % 2 ? '/b' : '/a',
      category_id: ids[keys[i % 4] as string] as number,
      type: types[i % 3],
      purpose: i % 10 === 0 ? 'Remembers 100%_sure choices' : `Purpose ${i % 5}`,
      published: i % 4 === 0,
    }));
    for (let i = 0; i < bodies.length; i += 10) {
      await Promise.all(bodies.slice(i, i + 10).map((b) => made(b, paged)));
    }
    all = (await list({ limit: 200 }, paged, server.client(paged.token))).data?.response ?? [];
  });

  const pagedList = (query: Record<string, unknown>) => list(query, paged, server.client(paged.token));

  it('pages through every cookie once by name, with the total', async () => {
    expect(all).toHaveLength(60);
    const seen: number[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const res = await pagedList({ limit: 25, ...(after ? { after } : {}) });
      expect(res.response.status).toBe(200);
      expect(res.data?.total).toBe(60);
      expect(res.data?.page.limit).toBe(25);
      seen.push(...(res.data?.response ?? []).map((c) => c.id));
      after = res.data?.page.next ?? undefined;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    const expected = [...all]
      .sort((a, b) =>
        a.name.toLowerCase() < b.name.toLowerCase()
          ? -1
          : a.name.toLowerCase() > b.name.toLowerCase()
            ? 1
            : a.id - b.id,
      )
      .map((c) => c.id);
    expect(seen).toEqual(expected);
  });

  it('filters by category, published, party, type and search, each with its total', async () => {
    const ids = await categoryIds(server.client(paged.token), paged.propertyId);
    const cases: Array<[Record<string, unknown>, (c: Schemas['Cookie']) => boolean]> = [
      [{ category_id: ids.analytics }, (c) => c.category_id === ids.analytics],
      [{ published: true }, (c) => c.published],
      [{ published: false }, (c) => !c.published],
      [{ party: 'third' }, (c) => c.party === 'third'],
      [{ type: 'localStorage' }, (c) => c.type === 'localStorage'],
      [{ search: 'NETWORK' }, (c) => c.domain.includes('network')],
      [{ search: 'cookie_0' }, (c) => c.name.toLowerCase().includes('cookie_0')],
      // % and _ are literal characters, not patterns.
      [{ search: '100%_s' }, (c) => c.purpose.includes('100%_s')],
      [{ search: '%' }, (c) => c.purpose.includes('%')],
      [
        { party: 'third', type: 'cookie', published: false },
        (c) => c.party === 'third' && c.type === 'cookie' && !c.published,
      ],
    ];
    for (const [query, keep] of cases) {
      const want = all
        .filter(keep)
        .map((c) => c.id)
        .sort((a, b) => a - b);
      expect(want.length, JSON.stringify(query)).toBeGreaterThan(0);
      const res = await pagedList({ ...query, limit: 200 });
      expect(res.data?.total, JSON.stringify(query)).toBe(want.length);
      expect(
        res.data?.response.map((c) => c.id).sort((a, b) => a - b),
        JSON.stringify(query),
      ).toEqual(want);
    }
    expect((await pagedList({ search: 'no such cookie' })).data).toMatchObject({ response: [], total: 0 });
  });

  it('lists the purposes most used first, and the storage types with counts', async () => {
    const client = server.client(paged.token);
    const purposes = await client.GET('/cookiepurpose/{propId}', {
      params: { path: { propId: paged.propertyId } },
    });
    // Purpose 0 is written 6 times (i % 5 === 0 but not i % 10 === 0), the others 12, the 100% one 6.
    expect(purposes.data?.response).toEqual([
      'Purpose 1',
      'Purpose 2',
      'Purpose 3',
      'Purpose 4',
      'Purpose 0',
      'Remembers 100%_sure choices',
    ]);
    const types = await client.GET('/cookietype/{propId}', {
      params: { path: { propId: paged.propertyId } },
    });
    expect(types.data?.response).toEqual([
      { type: 'cookie', count: 20 },
      { type: 'localStorage', count: 20 },
      { type: 'sessionStorage', count: 20 },
    ]);
  });
});

describe('several at once', () => {
  it('bulk update changes every cookie named, or none (404 when one is not the property’s)', async () => {
    const a = await made({
      name: 'bulk_a',
      domain: 'shop.cookie-alpha.test',
      category_id: category.unclassified as number,
    });
    const b = await made({
      name: 'bulk_b',
      domain: 'shop.cookie-alpha.test',
      category_id: category.unclassified as number,
    });
    const foreign = await made(
      {
        name: 'theirs',
        domain: 'shop.cookie-beta.test',
        category_id: (await categoryIds(server.client(beta.token), beta.propertyId)).analytics as number,
      },
      beta,
    );
    const before = await snapshot();

    const stray = await bulk({ ids: [a.id, foreign.id], category_id: category.analytics as number });
    expect(stray.response.status).toBe(404);
    expect((await bulk({ ids: [a.id, 999_999], published: true })).response.status).toBe(404);
    const theirCategory = await bulk({ ids: [a.id, b.id], category_id: foreign.category_id });
    expect(theirCategory.response.status).toBe(400);
    expect(theirCategory.error?.error.details?.[0]?.field).toBe('category_id');
    expect(await snapshot()).toEqual(before);
    expect((await get(foreign.id, beta, server.client(beta.token))).data?.response.category_id).toBe(
      foreign.category_id,
    );

    const res = await bulk({
      ids: [a.id, b.id],
      category_id: category.analytics as number,
      published: true,
      purpose: 'Counts visits',
    });
    expect(res.data?.response).toEqual({ updated: 2 });
    for (const id of [a.id, b.id]) {
      expect((await get(id)).data?.response).toMatchObject({
        category_name: 'Analytics',
        published: true,
        purpose: 'Counts visits',
      });
    }
  });

  it('publish: the cookies named, or every unpublished one; the review list shrinks', async () => {
    const client = server.client(beta.token);
    const ids = (await categoryIds(client, beta.propertyId)).functional as number;
    const x = await made({ name: 'pub_x', domain: 'shop.cookie-beta.test', category_id: ids }, beta);
    const y = await made({ name: 'pub_y', domain: 'shop.cookie-beta.test', category_id: ids }, beta);
    await made({ name: 'pub_z', domain: 'shop.cookie-beta.test', category_id: ids, published: true }, beta);
    const review = async () =>
      (await client.GET('/un-published-cookie/{pid}', { params: { path: { pid: beta.propertyId } } })).data;
    const pending = await review();
    expect(pending?.response.map((c) => c.name)).toEqual(['pub_x', 'pub_y', 'theirs']);
    expect(pending?.total).toBe(3);

    expect((await publish({ ids: [x.id, 999_999] }, beta)).response.status).toBe(404);
    expect((await publish({ ids: [x.id] }, beta)).data?.response).toEqual({ updated: 1 });
    expect((await review())?.response.map((c) => c.name)).toEqual(['pub_y', 'theirs']);
    // Publishing one already published changes nothing.
    expect((await publish({ ids: [x.id] }, beta)).data?.response).toEqual({ updated: 0 });
    expect((await publish(undefined, beta)).data?.response).toEqual({ updated: 2 });
    expect((await review())?.total).toBe(0);
    expect((await get(y.id, beta, client)).data?.response.published).toBe(true);
  });
});

describe('CSV import', () => {
  const GOOD = [
    'name;domain;path;category;purpose;type;duration;party;script_url',
    '_ga;.shop.cookie-alpha.test;/;analytics;Distinguishes <b>users</b>;cookie;2 years;;https://www.googletagmanager.com/gtag/js',
    'ads_id;.ads.example;;Marketing;Ad measurement;;14 days;third;',
    'theme;shop.cookie-alpha.test;/;functional;;localStorage;;;',
    'dup;shop.cookie-alpha.test;/;Unclassified;Now known;;1 day;;',
  ].join('\n');

  it('writes every row of a good file: new ones created, known ones updated, all awaiting review', async () => {
    const res = await importCsv(GOOD);
    expect(res.response.status).toBe(201);
    // dup (made by hand earlier, same name, domain, path and type) is updated; the others are new.
    expect(res.data?.response).toEqual({ created: 3, updated: 1 });
    const found = async (search: string) => (await list({ search, limit: 200 })).data?.response ?? [];
    const ga = (await found('_ga')).find((c) => c.name === '_ga');
    expect(ga).toMatchObject({
      domain: '.shop.cookie-alpha.test',
      category_name: 'Analytics',
      purpose: 'Distinguishes users',
      duration_seconds: 63_072_000,
      duration: '2 years',
      party: 'first',
      script_url: 'https://www.googletagmanager.com/gtag/js',
      source: 'import',
      published: false,
    });
    expect((await found('ads_id'))[0]).toMatchObject({
      party: 'third',
      category_name: 'Marketing',
      duration: '14 days',
    });
    expect((await found('theme'))[0]).toMatchObject({
      type: 'localStorage',
      category_name: 'Functional',
      duration: 'persistent',
    });
    const dup = (await found('dup')).find((c) => c.name === 'dup' && c.path === '/' && c.type === 'cookie');
    expect(dup).toMatchObject({
      source: 'manual',
      category_name: 'Unclassified',
      purpose: 'Now known',
      duration: '1 day',
      published: false,
    });

    // The same file again: nothing new.
    expect((await importCsv(GOOD)).data?.response).toEqual({ created: 0, updated: 4 });
  });

  it('writes nothing from a bad file and names each bad row and column', async () => {
    const before = await snapshot();
    const res = await importCsv(
      [
        'name,domain,category,type,duration,party',
        'ok_cookie,shop.cookie-alpha.test,analytics,cookie,1 year,first',
        'bad cookie,shop.cookie-alpha.test,analytics,cookie,,',
        'fine,shop.cookie-alpha.test,No such category,cookie,,',
        'also_ok,shop.cookie-alpha.test,marketing,jar,forever,second',
      ].join('\n'),
    );
    expect(res.response.status).toBe(400);
    expect(res.error?.error.code).toBe('validation_failed');
    expect(res.error?.error.message).toBe('The file has 5 problems; nothing was imported');
    expect(res.error?.error.details).toEqual([
      {
        in: 'body',
        field: 'csv.row.3.name',
        reason: 'The name cannot contain spaces, control characters, ";", "," or "=".',
      },
      {
        in: 'body',
        field: 'csv.row.4.category',
        reason: '"No such category" is not one of the property\'s categories (by key or by name).',
      },
      {
        in: 'body',
        field: 'csv.row.5.type',
        reason: '"jar" is not a type: use cookie, localStorage or sessionStorage.',
      },
      {
        in: 'body',
        field: 'csv.row.5.duration',
        reason: '"forever" is not a duration: use session, a number of seconds, or e.g. 1 year, 30 days.',
      },
      { in: 'body', field: 'csv.row.5.party', reason: '"second" is not a party: use first or third.' },
    ]);
    expect(await snapshot()).toEqual(before);

    const headless = await importCsv('cookie,where\nx,y');
    expect(headless.response.status).toBe(400);
    expect(headless.error?.error.details?.map((d) => d.field)).toEqual([
      'csv.row.1.cookie',
      'csv.row.1.where',
      'csv.row.1.name',
      'csv.row.1.domain',
      'csv.row.1.category',
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('who may', () => {
  it('a property without a Cookie Consent licence gets the Subscription refusal (409)', async () => {
    const unlicensed = await createCompany(server, 'Cookie Unlicensed');
    const client = server.client(unlicensed.token);
    const answers = [
      await list({}, unlicensed, client),
      await create({ name: 'x', domain: 'shop.cookie-unlicensed.test', category_id: 1 }, unlicensed, client),
      await importCsv('name,domain,category\nx,shop.cookie-unlicensed.test,analytics', unlicensed, client),
      await client.GET('/cookietype/{propId}', { params: { path: { propId: unlicensed.propertyId } } }),
    ];
    for (const res of answers) {
      expect(res.response.status).toBe(409);
      expect(res.error?.error.code).toBe('subscription_inactive');
      expect(res.error?.error.message).toContain('Subscription');
    }
  });

  it('a view-only member reads the inventory but may not change it (403)', async () => {
    // The seeded Organization View only member of Demo Retail (support/demo-team.ts) and the owner.
    const [{ api: viewer }, { api: owner }] = await Promise.all([
      server.login('viewer@demo.test'),
      server.login('owner@demo.test'),
    ]);
    const store = { orgId: demo.retailId, propertyId: demo.storeId } as CompanyAccount;
    const ids = await categoryIds(owner, demo.storeId);
    const cookie = (
      await create(
        { name: 'demo_seen', domain: 'store.demo.test', category_id: ids.necessary as number },
        store,
        owner,
      )
    ).data?.response;
    if (!cookie) throw new Error('no cookie');
    expect((await get(cookie.id, store, viewer)).response.status).toBe(200);
    expect((await list({}, store, viewer)).response.status).toBe(200);
    const path = { orgId: demo.retailId, propId: demo.storeId };
    const refused = [
      await create(
        { name: 'viewer_made', domain: 'store.demo.test', category_id: ids.necessary as number },
        store,
        viewer,
      ),
      await viewer.PUT('/cookie/{orgId}/{propId}/{id}', {
        params: { path: { ...path, id: cookie.id } },
        body: { name: 'renamed', domain: 'store.demo.test', category_id: ids.necessary as number },
      }),
      await viewer.DELETE('/cookie/{orgId}/{propId}/{id}', { params: { path: { ...path, id: cookie.id } } }),
      await viewer.PUT('/bulkupdatecookie/{orgId}/{propId}', {
        params: { path },
        body: { ids: [cookie.id], published: true },
      }),
      await viewer.POST('/publish-cookie/{orgId}/{propId}', { params: { path } }),
      await importCsv('name,domain,category\nx,store.demo.test,analytics', store, viewer),
    ];
    for (const res of refused) {
      expect(res.response.status).toBe(403);
      expect(res.error?.error.code).toBe('forbidden');
    }
    expect((await get(cookie.id, store, owner)).data?.response).toMatchObject({
      name: 'demo_seen',
      published: false,
    });
  });

  it("another company's property or cookie is not found (404)", async () => {
    const theirs = await made(
      {
        name: 'beta_only',
        domain: 'shop.cookie-beta.test',
        category_id: (await categoryIds(server.client(beta.token), beta.propertyId)).necessary as number,
      },
      beta,
    );
    expect((await list({}, beta)).response.status).toBe(404);
    expect((await get(theirs.id, beta)).response.status).toBe(404);
    expect(
      (await create({ name: 'x', domain: 'x.example', category_id: theirs.category_id }, beta)).response
        .status,
    ).toBe(404);
    expect((await importCsv('name,domain,category\nx,x.example,analytics', beta)).response.status).toBe(404);
    // Their cookie through my own property: not one of mine.
    expect((await get(theirs.id)).response.status).toBe(404);
    expect((await remove(theirs.id)).response.status).toBe(404);
    expect((await get(theirs.id, beta, server.client(beta.token))).data?.response.name).toBe('beta_only');
  });
});

describe('what a scan found', () => {
  const finding = (over: Partial<ScannedCookie>): ScannedCookie => ({
    name: 'x',
    domain: '.shop.cookie-alpha.test',
    path: '/',
    type: 'cookie',
    party: 'first',
    scriptUrl: null,
    durationSeconds: null,
    pages: ['https://shop.cookie-alpha.test/'],
    ...over,
  });

  it('classifies new cookies from the Open Cookie Database and keeps a reviewed cookie’s category', async () => {
    const seenAt = new Date('2026-03-01T10:00:00.000Z');
    const first = await db.transaction((trx) =>
      recordScannedCookies(
        trx,
        alpha.propertyId,
        [
          finding({
            name: '_gid',
            durationSeconds: 86_400,
            scriptUrl: 'https://www.google-analytics.com/analytics.js',
          }),
          finding({ name: '_ga_ABC123', durationSeconds: 63_072_000 }),
          finding({ name: 'zz_nobody_knows_me', domain: '.ads.example', party: 'third' }),
          // The same cookie on another page: one cookie with both pages.
          finding({
            name: 'zz_nobody_knows_me',
            domain: '.ads.example',
            party: 'third',
            pages: ['https://shop.cookie-alpha.test/cart'],
          }),
        ],
        seenAt,
      ),
    );
    expect(first).toEqual({ found: 3, created: 3 });
    const byName = async (name: string) =>
      (await list({ search: name, limit: 200 })).data?.response.find(
        (c) => c.name === name,
      ) as Schemas['Cookie'];
    expect(await byName('_gid')).toMatchObject({
      category_name: 'Analytics',
      platform: 'Google Analytics',
      source: 'scan',
      published: false,
      duration: '1 day',
      script_url: 'https://www.google-analytics.com/analytics.js',
      pages: ['https://shop.cookie-alpha.test/'],
      page_count: 1,
      last_seen_at: seenAt.toISOString(),
    });
    expect((await byName('_gid')).purpose).not.toBe('');
    // A wildcard row of the database (_ga_ followed by the measurement id).
    expect(await byName('_ga_ABC123')).toMatchObject({
      category_id: category.analytics,
      platform: 'Google Analytics',
      duration: '2 years',
    });
    const unknown = await byName('zz_nobody_knows_me');
    expect(unknown).toMatchObject({
      category_id: category.unclassified,
      platform: null,
      purpose: '',
      party: 'third',
      page_count: 2,
    });
    expect(unknown.pages.sort()).toEqual([
      'https://shop.cookie-alpha.test/',
      'https://shop.cookie-alpha.test/cart',
    ]);

    // Someone reviews _gid: another category, their own purpose, published.
    const gid = await byName('_gid');
    await bulk({
      ids: [gid.id],
      category_id: category.marketing as number,
      purpose: 'Our own words',
      published: true,
    });

    const later = new Date('2026-03-08T10:00:00.000Z');
    const pages = Array.from({ length: 25 }, (_, i) => `https://shop.cookie-alpha.test/p${i}`);
    const again = await db.transaction((trx) =>
      recordScannedCookies(
        trx,
        alpha.propertyId,
        [
          finding({ name: '_gid', pages, scriptUrl: 'https://other.example/x.js' }),
          finding({ name: '_fbc' }),
        ],
        later,
      ),
    );
    expect(again).toEqual({ found: 2, created: 1 });
    const reviewed = await byName('_gid');
    expect(reviewed).toMatchObject({
      category_id: category.marketing,
      purpose: 'Our own words',
      published: true,
      source: 'scan',
      // Its script was known already.
      script_url: 'https://www.google-analytics.com/analytics.js',
      page_count: 26,
      last_seen_at: later.toISOString(),
    });
    expect(reviewed.pages).toHaveLength(20);
    expect(await byName('_fbc')).toMatchObject({ category_id: category.marketing, platform: 'Facebook' });
  });
});
