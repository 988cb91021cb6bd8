/**
 * Manage Vendors through the sdk client: own vendors, IAB TCF vendors and Google ad-technology
 * providers from the lists (essentials and up), the list search, and the refresh of the stored lists
 * with a fake fetch serving the fixture list (server/test/fixtures/gvl): it replaces the stored copy,
 * and a failed or timed-out download keeps it. No network is used.
 */
import { readFileSync } from 'node:fs';
import type { ApiClient, PlanTier, Schemas } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import {
  VENDOR_LISTS_QUEUE,
  vendorListsQueue,
  vendorListsWorker,
} from '../../src/modules/cookieConsent/vendors/vendor-lists.job.ts';
import {
  bundledVendorList,
  parseGoogleList,
  parseIabList,
  refreshVendorLists,
  VENDOR_LIST_URLS,
  VendorListError,
} from '../../src/modules/cookieConsent/vendors/vendor-lists.ts';
import type { JobRecord } from '../../src/modules/jobs/jobs.queue.ts';
import type { CompanyAccount } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { categoryId as categoryIdOf, companies, propertyMaker, refusal } from './support.ts';

const FIXTURE_GVL = readFileSync(new URL('../fixtures/gvl/vendor-list.json', import.meta.url), 'utf8');
const FIXTURE_ATP = readFileSync(
  new URL('../fixtures/gvl/additional-consent-providers.csv', import.meta.url),
  'utf8',
);

let server: TestServer;
let db: Db;
let alpha: CompanyAccount;
let beta: CompanyAccount;
let api: ApiClient;
/** A new property of Alpha's organization with that Cookie Consent tier (null: unlicensed). */
let property: (tier: PlanTier | null) => Promise<number>;

beforeAll(async () => {
  server = await startTestServer();
  ({ db, alpha, beta, api } = await companies(server, 'Vendors'));
  property = propertyMaker(db, alpha, {
    label: 'Vendors',
    domain: 'vendors-alpha.test',
    defaultCategories: true,
  });
}, 60_000);
afterAll(() => server?.close());

const categoryId = (pid: number, key: string) => categoryIdOf(db, pid, key);

// ---- calls ----------------------------------------------------------------------------------------

const at = (propId: number, orgId = alpha.orgId) => ({ orgId, propId });
const list = (
  pid: number,
  query: { limit?: number; after?: string } = {},
  client = api,
  orgId = alpha.orgId,
) => client.GET('/consent/manage-vendors/{orgId}/{propId}', { params: { path: at(pid, orgId), query } });
const add = (pid: number, body: Schemas['VendorInput'], client = api, orgId = alpha.orgId) =>
  client.POST('/consent/manage-vendors/{orgId}/{propId}', { params: { path: at(pid, orgId) }, body });
const change = (pid: number, id: number, body: Schemas['VendorInput'], client = api, orgId = alpha.orgId) =>
  client.PUT('/consent/manage-vendors/{orgId}/{propId}/{id}', {
    params: { path: { ...at(pid, orgId), id } },
    body,
  });
const remove = (pid: number, id: number, client = api, orgId = alpha.orgId) =>
  client.DELETE('/consent/manage-vendors/{orgId}/{propId}/{id}', {
    params: { path: { ...at(pid, orgId), id } },
  });
const search = (pid: number, kind: 'iab' | 'google', term?: string, client = api, orgId = alpha.orgId) =>
  client.GET('/consent/global-vendors/{orgId}/{propId}', {
    params: { path: at(pid, orgId), query: term === undefined ? { kind } : { kind, search: term } },
  });

async function added(pid: number, body: Schemas['VendorInput']): Promise<Schemas['Vendor']> {
  const res = await add(pid, body);
  if (!res.data) throw new Error(`addVendor: ${JSON.stringify(res.error)}`);
  return res.data.response;
}

/** A fetch that serves the fixture lists, or what `answer` says for a URL. */
function fakeFetch(answer: (url: string, init?: RequestInit) => Promise<Response> | Response): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) =>
    answer(String(input instanceof Request ? input.url : input), init)) as typeof fetch;
}
const serveFixtures = fakeFetch((url) =>
  url === VENDOR_LIST_URLS.iab ? new Response(FIXTURE_GVL) : new Response(FIXTURE_ATP),
);

// ---- licence, tenancy, tier ------------------------------------------------------------------------

describe('who may manage vendors', () => {
  it('refuses a property without a Cookie Consent licence with the Subscription refusal', async () => {
    const pid = await property(null);
    for (const res of [
      await list(pid),
      await add(pid, { kind: 'custom', name: 'Chat' }),
      await search(pid, 'iab'),
    ]) {
      expect(refusal(res)).toEqual([409, 'subscription_inactive', []]);
      expect((res.error as Schemas['Error']).error.message).toContain('Subscription');
    }
  });

  it("answers 404 for another company's property and its vendors", async () => {
    const pid = await property('professional');
    const mine = await added(pid, { kind: 'custom', name: 'Chat widget' });
    const other = server.client(beta.token);
    expect(refusal(await list(pid, {}, other, beta.orgId))[0]).toBe(404);
    expect(refusal(await add(pid, { kind: 'custom', name: 'X' }, other, beta.orgId))[0]).toBe(404);
    expect(refusal(await search(pid, 'iab', undefined, other, beta.orgId))[0]).toBe(404);
    // Through Beta's own property, Alpha's vendor id is no vendor of it.
    expect(
      refusal(await change(beta.propertyId, mine.id, { kind: 'custom', name: 'Taken' }, other, beta.orgId)),
    ).toEqual([404, 'not_found', []]);
    expect(refusal(await remove(beta.propertyId, mine.id, other, beta.orgId))).toEqual([
      404,
      'not_found',
      [],
    ]);
    expect(await db('vendors').where({ id: mine.id }).first('name')).toEqual({ name: 'Chat widget' });
  });

  it('keeps IAB and Google vendors and the list search for essentials and up', async () => {
    const basic = await property('basic');
    expect(refusal(await add(basic, { kind: 'iab', name: 'Google', gvl_id: 755 }))).toEqual([
      409,
      'upgrade_required',
      ['kind'],
    ]);
    expect(refusal(await add(basic, { kind: 'google', name: 'Meta', gvl_id: 89 }))[1]).toBe(
      'upgrade_required',
    );
    expect(refusal(await search(basic, 'iab'))[1]).toBe('upgrade_required');
    // Own vendors are for every plan.
    expect((await add(basic, { kind: 'custom', name: 'Chat widget' })).response.status).toBe(201);
    const essentials = await property('essentials');
    expect((await add(essentials, { kind: 'iab', name: 'x', gvl_id: 755 })).response.status).toBe(201);
  });
});

// ---- own vendors ----------------------------------------------------------------------------------

describe('own vendors', () => {
  it('adds, changes and removes a vendor with the fields given', async () => {
    const pid = await property('basic');
    const functional = await categoryId(pid, 'functional');
    const vendor = await added(pid, {
      kind: 'custom',
      name: '  Chat widget ',
      purposes: ['Live chat', ' Live chat ', 'Support history'],
      privacy_policy_url: 'https://chat.example.com/privacy',
      category_id: functional,
      cookies: ['chat_session', 'chat_uid'],
    });
    expect(vendor).toEqual({
      id: expect.any(Number),
      kind: 'custom',
      name: 'Chat widget',
      gvl_id: null,
      purposes: ['Live chat', 'Support history'],
      privacy_policy_url: 'https://chat.example.com/privacy',
      category_id: functional,
      cookies: ['chat_session', 'chat_uid'],
      created_at: expect.any(String),
    });
    const changed = await change(pid, vendor.id, { kind: 'custom', name: 'Support chat', category_id: null });
    expect(changed.data?.response).toEqual({
      ...vendor,
      name: 'Support chat',
      purposes: [],
      privacy_policy_url: null,
      category_id: null,
      cookies: [],
    });
    expect((await remove(pid, vendor.id)).response.status).toBe(204);
    expect(refusal(await remove(pid, vendor.id))).toEqual([404, 'not_found', []]);
    expect(refusal(await change(pid, vendor.id, { kind: 'custom', name: 'Gone' }))).toEqual([
      404,
      'not_found',
      [],
    ]);
  });

  it('refuses a category of another property and a list id on an own vendor, naming the field', async () => {
    const pid = await property('basic');
    const elsewhere = await categoryId(await property('basic'), 'marketing');
    expect(refusal(await add(pid, { kind: 'custom', name: 'Chat', category_id: elsewhere }))).toEqual([
      400,
      'validation_failed',
      ['category_id'],
    ]);
    expect(refusal(await add(pid, { kind: 'custom', name: 'Chat', gvl_id: 755 }))).toEqual([
      400,
      'validation_failed',
      ['gvl_id'],
    ]);
    expect(await db('vendors').where({ property_id: pid })).toEqual([]);
  });

  it('lists the vendors by name, any letter case, page by page', async () => {
    const pid = await property('professional');
    for (const name of ['zendesk', 'Beta analytics', 'alpha ads', 'Chat'])
      await added(pid, { kind: 'custom', name });
    await added(pid, { kind: 'iab', name: 'ignored', gvl_id: 91 });
    const first = await list(pid, { limit: 3 });
    expect(first.data?.response.map((v) => v.name)).toEqual(['alpha ads', 'Beta analytics', 'Chat']);
    const second = await list(pid, { limit: 3, after: first.data?.page.next as string });
    expect(second.data?.response.map((v) => v.name)).toEqual(['Criteo SA', 'zendesk']);
    expect(second.data?.page.next).toBeNull();
  });
});

// ---- listed vendors -------------------------------------------------------------------------------

describe('IAB and Google vendors', () => {
  it('takes an IAB vendor’s name, purposes and policy from the Global Vendor List', async () => {
    const pid = await property('professional');
    const marketing = await categoryId(pid, 'marketing');
    const vendor = await added(pid, {
      kind: 'iab',
      name: 'whatever the form said',
      gvl_id: 755,
      purposes: ['not used'],
      privacy_policy_url: 'https://not-used.example.com/',
      category_id: marketing,
      cookies: ['IDE', 'test_cookie'],
    });
    expect(vendor).toMatchObject({
      kind: 'iab',
      name: 'Google Advertising Products',
      gvl_id: 755,
      privacy_policy_url: 'https://business.safety.google/privacy/',
      category_id: marketing,
      cookies: ['IDE', 'test_cookie'],
    });
    // Purposes by their GVL names, then the special purposes.
    expect(vendor.purposes).toEqual([
      'Store and/or access information on a device',
      'Use limited data to select advertising',
      'Create profiles for personalised advertising',
      'Use profiles to select personalised advertising',
      'Measure advertising performance',
      'Understand audiences through statistics or combinations of data from different sources',
      'Develop and improve services',
      'Ensure security, prevent and detect fraud, and fix errors',
      'Deliver and present advertising and content',
    ]);
  });

  it('takes a Google provider from Google’s list', async () => {
    const pid = await property('professional');
    const vendor = await added(pid, { kind: 'google', name: 'x', gvl_id: 89 });
    expect(vendor).toMatchObject({
      kind: 'google',
      name: 'Meta Platforms Ireland Limited',
      gvl_id: 89,
      purposes: [],
      privacy_policy_url: 'https://www.facebook.com/privacy/policy/',
    });
    // The same id in the other list is another vendor.
    expect((await add(pid, { kind: 'iab', name: 'x', gvl_id: 1 })).response.status).toBe(201);
  });

  it('needs a gvl_id that is on the list, naming body.gvl_id', async () => {
    const pid = await property('professional');
    expect(refusal(await add(pid, { kind: 'iab', name: 'No id' }))).toEqual([
      400,
      'validation_failed',
      ['gvl_id'],
    ]);
    const unknown = await add(pid, { kind: 'iab', name: 'Unknown', gvl_id: 99_999 });
    expect(refusal(unknown)).toEqual([400, 'validation_failed', ['gvl_id']]);
    expect((unknown.error as Schemas['Error']).error.message).toContain('version 1');
    expect(refusal(await add(pid, { kind: 'google', name: 'Unknown', gvl_id: 99_999 }))).toEqual([
      400,
      'validation_failed',
      ['gvl_id'],
    ]);
  });

  it('refuses the same listed vendor twice with 409 name_taken', async () => {
    const pid = await property('professional');
    const first = await added(pid, { kind: 'iab', name: 'x', gvl_id: 21 });
    expect(refusal(await add(pid, { kind: 'iab', name: 'again', gvl_id: 21 }))).toEqual([
      409,
      'name_taken',
      ['gvl_id'],
    ]);
    const other = await added(pid, { kind: 'iab', name: 'x', gvl_id: 52 });
    expect(refusal(await change(pid, other.id, { kind: 'iab', name: 'x', gvl_id: 21 }))).toEqual([
      409,
      'name_taken',
      ['gvl_id'],
    ]);
    expect(first.name).toBe('The UK Trade Desk Ltd');
  });
});

// ---- list search ----------------------------------------------------------------------------------

describe('searching the lists', () => {
  it('finds IAB vendors by name in any letter case, by name, with the list version', async () => {
    const pid = await property('essentials');
    const res = await search(pid, 'iab', 'TRADE');
    expect(res.data?.response).toEqual({
      vendor_list_version: 1,
      vendors: [
        {
          kind: 'iab',
          gvl_id: 21,
          name: 'The UK Trade Desk Ltd',
          purposes: expect.arrayContaining(['Store and/or access information on a device']),
          privacy_policy_url: 'https://www.thetradedesk.com/general/privacy',
        },
      ],
    });
    const all = (await search(pid, 'iab')).data?.response.vendors ?? [];
    expect(all.length).toBe(bundledVendorList('iab').vendors.length);
    const names = all.map((v) => v.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect((await search(pid, 'iab', 'no such vendor')).data?.response.vendors).toEqual([]);
  });

  it('finds Google providers, which have no list version', async () => {
    const pid = await property('essentials');
    const res = await search(pid, 'google', 'meta');
    expect(res.data?.response).toEqual({
      vendor_list_version: null,
      vendors: [
        {
          kind: 'google',
          gvl_id: 89,
          name: 'Meta Platforms Ireland Limited',
          purposes: [],
          privacy_policy_url: 'https://www.facebook.com/privacy/policy/',
        },
      ],
    });
  });
});

// ---- the bundled samples and parsing --------------------------------------------------------------

describe('reading the lists', () => {
  it('reads the bundled samples through @iabtechlabtcf/core', () => {
    const iab = bundledVendorList('iab');
    expect(iab.version).toBe(1);
    expect(iab.byId.get(755)?.name).toBe('Google Advertising Products');
    expect(iab.byId.get(32)?.name).toBe('Xandr, Inc.');
    expect(bundledVendorList('google').byId.get(89)?.name).toBe('Meta Platforms Ireland Limited');
  });

  it('refuses what is not a v3 vendor list or a provider CSV', () => {
    const gvl = JSON.parse(FIXTURE_GVL);
    expect(parseIabList(gvl).version).toBe(142);
    expect(() => parseIabList({ ...gvl, gvlSpecificationVersion: 2 })).toThrow(VendorListError);
    expect(() => parseIabList({ ...gvl, vendors: {} })).toThrow(/no purposes or no vendors/);
    expect(() => parseIabList('<html>')).toThrow(VendorListError);
    expect(parseGoogleList(FIXTURE_ATP).data.providers).toEqual([
      {
        id: 89,
        name: 'Meta Platforms Ireland Limited',
        policy_url: 'https://www.facebook.com/privacy/policy/',
        domains: ['facebook.com', 'facebook.net'],
      },
      {
        id: 1301,
        name: 'Fixture Ads, Ltd.',
        policy_url: 'https://ads.fixture.test/privacy',
        domains: ['ads.fixture.test'],
      },
    ]);
    expect(() => parseGoogleList('id,name\n1,x\n')).toThrow(
      /no provider_id, provider_name, policy_url column/,
    );
    expect(() => parseGoogleList('provider_id,provider_name,policy_url\n')).toThrow(VendorListError);
  });
});

// ---- refresh --------------------------------------------------------------------------------------
// Last in the file: these replace the stored lists every test above read from the bundled samples.

describe('refreshing the stored lists', () => {
  it('replaces the stored copies with the download, and the search reads them', async () => {
    const pid = await property('professional');
    const seen: Array<{ url: string; signal: boolean }> = [];
    const outcomes = await refreshVendorLists(
      db,
      fakeFetch((url, init) => {
        seen.push({ url, signal: init?.signal instanceof AbortSignal });
        return serveFixtures(url, init);
      }),
    );
    expect(seen).toEqual([
      { url: VENDOR_LIST_URLS.iab, signal: true },
      { url: VENDOR_LIST_URLS.google, signal: true },
    ]);
    // Vendor 10 is on the fixture list with a deletedDate: not offered.
    expect(outcomes).toEqual([
      { kind: 'iab', ok: true, version: 142, vendors: 5 },
      { kind: 'google', ok: true, version: null, vendors: 2 },
    ]);
    expect(await db('vendor_lists').orderBy('kind').select('kind', 'version')).toEqual([
      { kind: 'google', version: null },
      { kind: 'iab', version: 142 },
    ]);
    const iab = (await search(pid, 'iab')).data?.response;
    expect(iab?.vendor_list_version).toBe(142);
    expect(iab?.vendors.map((v) => v.gvl_id)).toEqual([91, 1, 755, 52, 21]);
    expect(refusal(await add(pid, { kind: 'iab', name: 'Index', gvl_id: 10 }))).toEqual([
      400,
      'validation_failed',
      ['gvl_id'],
    ]);
    // On the sample, not on the fixture: gone with the refresh.
    expect(refusal(await add(pid, { kind: 'iab', name: 'Sovrn', gvl_id: 13 }))[0]).toBe(400);
    expect((await search(pid, 'google', 'fixture')).data?.response.vendors.map((v) => v.name)).toEqual([
      'Fixture Ads, Ltd.',
    ]);
  });

  it('keeps the stored copy when a download fails, is not a list or times out, and throws for a retry', async () => {
    const before = await db('vendor_lists').orderBy('kind').select('kind', 'version', 'fetched_at');
    expect(before).toHaveLength(2);
    await expect(
      refreshVendorLists(
        db,
        fakeFetch(() => new Response('busy', { status: 503 })),
      ),
    ).rejects.toThrow(/answered 503/);
    await expect(
      refreshVendorLists(
        db,
        fakeFetch(() => new Response('<html>captive portal</html>')),
      ),
    ).rejects.toThrow(/did not send JSON/);
    await expect(
      refreshVendorLists(
        db,
        fakeFetch(() => Promise.reject(new TypeError('fetch failed'))),
      ),
    ).rejects.toThrow(/fetch failed/);
    // A download that never ends is abandoned after the timeout.
    const hanging = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(refreshVendorLists(db, hanging, { timeoutMs: 50 })).rejects.toThrow(/timeout|aborted/i);
    expect(await db('vendor_lists').orderBy('kind').select('kind', 'version', 'fetched_at')).toEqual(before);
    const pid = await property('professional');
    expect((await search(pid, 'iab')).data?.response.vendor_list_version).toBe(142);
  });

  it('replaces the list that arrived even when the other failed, then throws', async () => {
    const newer = JSON.stringify({ ...JSON.parse(FIXTURE_GVL), vendorListVersion: 143 });
    const iabOnly = fakeFetch((url) =>
      url === VENDOR_LIST_URLS.iab ? new Response(newer) : new Response('nope', { status: 500 }),
    );
    await expect(refreshVendorLists(db, iabOnly)).rejects.toThrow(
      /Google's ad-technology providers: .* answered 500/,
    );
    expect((await db('vendor_lists').where({ kind: 'iab' }).first('version')).version).toBe(143);
    expect((await db('vendor_lists').where({ kind: 'google' }).first('version')).version).toBeNull();
  });

  it('is a weekly job whose failure is a failed try, retried', async () => {
    expect(vendorListsQueue()).toMatchObject({
      name: VENDOR_LISTS_QUEUE.name,
      retryLimit: 6,
      retryBackoff: true,
    });
    expect(VENDOR_LISTS_QUEUE.cron.split(' ')).toHaveLength(5);
    const logs: string[] = [];
    const logger = {
      info: (_o: unknown, msg: string) => logs.push(msg),
      warn: (_o: unknown, msg: string) => logs.push(msg),
    } as unknown as Parameters<typeof vendorListsWorker>[0]['logger'];
    const job = {
      id: 'j1',
      name: VENDOR_LISTS_QUEUE.name,
      data: {},
      retryCount: 0,
      retryLimit: 6,
    } as unknown as JobRecord<object>;
    const failing = vendorListsWorker({
      db,
      logger,
      fetchImpl: fakeFetch(() => new Response('', { status: 502 })),
    });
    await expect(failing(job)).rejects.toThrow(/answered 502/);
    await vendorListsWorker({ db, logger, fetchImpl: serveFixtures })(job);
    expect(logs).toEqual(['vendor lists not refreshed: will try again', 'vendor lists refreshed']);
    expect((await db('vendor_lists').where({ kind: 'iab' }).first('version')).version).toBe(142);
  });
});
