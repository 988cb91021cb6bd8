/**
 * Auto Cookie Blocking through the sdk client: the switch and its plan feature, rules (patterns,
 * the property's categories, third-party hosts and their plan feature, duplicates, keyset paging) and
 * the hosts proposed from the property's newest completed scan.
 */
import type { ApiClient, PlanTier, Schemas } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import type { CompanyAccount } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { categoryId as categoryIdOf, companies, propertyMaker, refusal } from './support.ts';

let server: TestServer;
let db: Db;
let alpha: CompanyAccount;
let beta: CompanyAccount;
let api: ApiClient;
/** A new property of Alpha's organization with that Cookie Consent tier (null: unlicensed). */
let property: (tier: PlanTier | null) => Promise<number>;

beforeAll(async () => {
  server = await startTestServer();
  ({ db, alpha, beta, api } = await companies(server, 'Blocking'));
  property = propertyMaker(db, alpha, {
    label: 'Blocking',
    domain: 'blocking-alpha.test',
    defaultCategories: true,
  });
}, 60_000);
afterAll(() => server?.close());

const categoryId = (pid: number, key: string) => categoryIdOf(db, pid, key);

// ---- calls ----------------------------------------------------------------------------------------

const settings = (pid: number, client = api, oid = alpha.orgId) =>
  client.GET('/tag-list-javascript/{oid}/{pid}', { params: { path: { oid, pid } } });
const toggle = (pid: number, enabled: boolean, client = api) =>
  client.PUT('/update-tag/{oid}/{pid}', { params: { path: { oid: alpha.orgId, pid } }, body: { enabled } });
const rules = (pid: number, query: { limit?: number; after?: string } = {}, client = api) =>
  client.GET('/cookie-blocking/tag-list/{pid}', { params: { path: { pid }, query } });
const create = (pid: number, body: Schemas['BlockingRuleInput'], client = api) =>
  client.POST('/cookie-blocking/save-tag-scr/{pid}', { params: { path: { pid } }, body });
const update = (pid: number, body: Schemas['BlockingRuleUpdate'], client = api) =>
  client.PUT('/cookie-blocking/update-tag-scr/{pid}', { params: { path: { pid } }, body });
const remove = (pid: number, id: number, client = api) =>
  client.DELETE('/cookie-blocking/delete-tag-scr/{pid}/{id}', { params: { path: { pid, id } } });

async function created(pid: number, body: Schemas['BlockingRuleInput']): Promise<Schemas['BlockingRule']> {
  const res = await create(pid, body);
  if (!res.data) throw new Error(`createBlockingRule: ${JSON.stringify(res.error)}`);
  return res.data.response;
}

// ---- licence and tenancy --------------------------------------------------------------------------

describe('who may use Auto Cookie Blocking', () => {
  it('refuses a property without a Cookie Consent licence with the Subscription refusal', async () => {
    const pid = await property(null);
    for (const res of [await settings(pid), await rules(pid), await toggle(pid, false)]) {
      expect(refusal(res)).toEqual([409, 'subscription_inactive', []]);
      expect((res.error as Schemas['Error']).error.message).toContain('Subscription');
    }
  });

  it("answers 404 for another company's property and writes nothing there", async () => {
    const pid = await property('professional');
    const mine = await created(pid, {
      pattern: 'cdn.blocking-alpha.test',
      category_id: await categoryId(pid, 'functional'),
    });
    const other = server.client(beta.token);
    expect(refusal(await settings(pid, other, beta.orgId))[0]).toBe(404);
    expect(refusal(await rules(pid, {}, other))[0]).toBe(404);
    expect(refusal(await toggle(pid, true, other))[0]).toBe(404);
    expect(refusal(await remove(pid, mine.id, other))[0]).toBe(404);
    expect(
      refusal(
        await update(pid, { id: mine.id, pattern: 'x.example.com', category_id: mine.category_id }, other),
      )[0],
    ).toBe(404);
    // Beta's own property does not reach Alpha's rule either.
    expect(refusal(await remove(beta.propertyId, mine.id, other))).toEqual([404, 'not_found', []]);
    expect(await db('blocking_rules').where({ id: mine.id }).first('pattern')).toEqual({
      pattern: 'cdn.blocking-alpha.test',
    });
  });
});

// ---- the switch -----------------------------------------------------------------------------------

describe('enabling and disabling', () => {
  it('is off until enabled, and enabling needs the scripts blocking system (basic and up)', async () => {
    const free = await property('free');
    expect((await settings(free)).data?.response).toEqual({ enabled: false, rules: 0, proposed: [] });
    expect(refusal(await toggle(free, true))).toEqual([409, 'upgrade_required', ['enabled']]);
    // Turning off is never refused.
    expect((await toggle(free, false)).data?.response.enabled).toBe(false);

    const basic = await property('basic');
    expect((await toggle(basic, true)).data?.response).toEqual({ enabled: true, rules: 0, proposed: [] });
    expect((await settings(basic)).data?.response.enabled).toBe(true);
    expect((await toggle(basic, false)).data?.response.enabled).toBe(false);
    expect(await db('cookie_blocking').where({ property_id: basic }).first('enabled')).toEqual({
      enabled: false,
    });
  });
});

// ---- rules ----------------------------------------------------------------------------------------

describe('blocking rules', () => {
  it('creates a rule with the property category, normalised pattern and the source given', async () => {
    const pid = await property('basic');
    const marketing = await categoryId(pid, 'marketing');
    const res = await create(pid, {
      pattern: 'HTTPS://Connect.Facebook.NET/*/fbevents.js#pixel',
      category_id: marketing,
      source: 'scan',
      description: '  Meta Pixel ',
    });
    expect(res.response.status).toBe(201);
    expect(res.data?.response).toEqual({
      id: expect.any(Number),
      pattern: 'https://connect.facebook.net/*/fbevents.js',
      category_id: marketing,
      category_name: 'Marketing',
      source: 'scan',
      description: 'Meta Pixel',
      created_at: expect.any(String),
    });
    // Without a source it is manual.
    expect((await created(pid, { pattern: 'static.hotjar.com', category_id: marketing })).source).toBe(
      'manual',
    );
    expect((await settings(pid)).data?.response.rules).toBe(2);
  });

  it('refuses a category of another property, naming body.category_id, and a pattern without a host', async () => {
    const pid = await property('basic');
    const elsewhere = await categoryId(await property('basic'), 'marketing');
    expect(refusal(await create(pid, { pattern: 'connect.facebook.net', category_id: elsewhere }))).toEqual([
      400,
      'validation_failed',
      ['category_id'],
    ]);
    expect(
      refusal(
        await create(pid, { pattern: '/local/script.js', category_id: await categoryId(pid, 'marketing') }),
      ),
    ).toEqual([400, 'validation_failed', ['pattern']]);
    expect(await db('blocking_rules').where({ property_id: pid })).toEqual([]);
  });

  it('needs 3rd-party cookie blocking for a rule on another site, not for one on the property’s own', async () => {
    const free = await property('free');
    const functional = await categoryId(free, 'functional');
    const own = await create(free, {
      pattern: `https://static.blocking-alpha.test/chat.js`,
      category_id: functional,
    });
    expect(own.response.status).toBe(201);
    for (const pattern of [
      'connect.facebook.net',
      'https://www.googletagmanager.com/*',
      '*.hotjar.com',
      '*tracker*',
    ]) {
      expect(refusal(await create(free, { pattern, category_id: functional })), pattern).toEqual([
        409,
        'upgrade_required',
        ['pattern'],
      ]);
    }
    // Nor can a first-party rule be turned into a third-party one.
    expect(
      refusal(
        await update(free, {
          id: own.data?.response.id as number,
          pattern: 'cdn.example.com',
          category_id: functional,
        }),
      ),
    ).toEqual([409, 'upgrade_required', ['pattern']]);
  });

  it('refuses the same pattern twice (letter case of the host aside) with 409 name_taken', async () => {
    const pid = await property('basic');
    const marketing = await categoryId(pid, 'marketing');
    await created(pid, { pattern: 'connect.facebook.net', category_id: marketing });
    expect(refusal(await create(pid, { pattern: 'Connect.Facebook.net', category_id: marketing }))).toEqual([
      409,
      'name_taken',
      ['pattern'],
    ]);
    const other = await created(pid, { pattern: 'static.hotjar.com', category_id: marketing });
    expect(
      refusal(await update(pid, { id: other.id, pattern: 'connect.facebook.net', category_id: marketing })),
    ).toEqual([409, 'name_taken', ['pattern']]);
  });

  it('changes a rule, keeping its source and description unless given', async () => {
    const pid = await property('basic');
    const marketing = await categoryId(pid, 'marketing');
    const analytics = await categoryId(pid, 'analytics');
    const rule = await created(pid, {
      pattern: 'static.hotjar.com',
      category_id: marketing,
      source: 'scan',
      description: 'Hotjar',
    });
    const res = await update(pid, { id: rule.id, pattern: '*.hotjar.com', category_id: analytics });
    expect(res.data?.response).toEqual({
      ...rule,
      pattern: '*.hotjar.com',
      category_id: analytics,
      category_name: 'Analytics',
    });
    const again = await update(pid, {
      id: rule.id,
      pattern: '*.hotjar.com',
      category_id: analytics,
      source: 'manual',
      description: '',
    });
    expect(again.data?.response).toMatchObject({ source: 'manual', description: '' });
    // A rule of another property of the same company is not this property's.
    const elsewhere = await property('basic');
    const foreign = await created(elsewhere, {
      pattern: 'static.hotjar.com',
      category_id: await categoryId(elsewhere, 'marketing'),
    });
    expect(
      refusal(await update(pid, { id: foreign.id, pattern: 'a.example.com', category_id: marketing })),
    ).toEqual([404, 'not_found', []]);
  });

  it('deletes a rule once', async () => {
    const pid = await property('basic');
    const rule = await created(pid, {
      pattern: 'static.hotjar.com',
      category_id: await categoryId(pid, 'analytics'),
    });
    expect((await remove(pid, rule.id)).response.status).toBe(204);
    expect(refusal(await remove(pid, rule.id))).toEqual([404, 'not_found', []]);
    expect((await settings(pid)).data?.response.rules).toBe(0);
  });

  it('lists the rules by pattern, page by page', async () => {
    const pid = await property('basic');
    const marketing = await categoryId(pid, 'marketing');
    const patterns = [
      'static.hotjar.com',
      'connect.facebook.net',
      'https://www.googletagmanager.com/*',
      'bat.bing.com',
    ];
    for (const pattern of patterns) await created(pid, { pattern, category_id: marketing });
    const first = await rules(pid, { limit: 3 });
    expect(first.data?.response.map((r) => r.pattern)).toEqual([
      'bat.bing.com',
      'connect.facebook.net',
      'https://www.googletagmanager.com/*',
    ]);
    expect(first.data?.page.limit).toBe(3);
    const next = first.data?.page.next as string;
    expect(next).toEqual(expect.any(String));
    const second = await rules(pid, { limit: 3, after: next });
    expect(second.data?.response.map((r) => r.pattern)).toEqual(['static.hotjar.com']);
    expect(second.data?.page.next).toBeNull();
    expect(second.data?.response[0]?.category_name).toBe('Marketing');
  });
});

// ---- proposals ------------------------------------------------------------------------------------

type Finding = Schemas['ScanFinding'];

function finding(
  name: string,
  scriptUrl: string | null,
  key: Finding['category_key'],
  platform: string | null,
): Finding {
  return {
    name,
    domain: 'site.blocking-alpha.test',
    path: '/',
    type: 'cookie',
    party: 'first',
    script_url: scriptUrl,
    set_by: scriptUrl ? 'script' : 'http',
    duration: '1 year',
    pages: ['https://site.blocking-alpha.test/'],
    states: ['plain'],
    violation: false,
    category_key: key,
    platform,
    cookie_id: null,
  };
}

const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1';
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';
const HOTJAR = 'https://static.hotjar.com/c/hotjar-1.js?sv=6';
const HOTJAR_MODULE = 'https://static.hotjar.com/c/modules.js';
const CHAT = 'https://cdn.widgets.test/chat.js';

async function scan(pid: number, status: string, finishedAt: string | null, result: object): Promise<void> {
  await db('scan_jobs').insert({
    property_id: pid,
    status,
    trigger: 'manual',
    start_url: 'https://site.blocking-alpha.test/',
    max_pages: 100,
    three_state: true,
    finished_at: finishedAt,
    result: JSON.stringify(result),
  });
}

describe('hosts proposed from the newest completed scan', () => {
  it('proposes third-party script hosts no rule covers, with the most restrictive category', async () => {
    const pid = await property('basic');
    const host = (url: string) => new URL(url).hostname;
    // An older completed scan and a newer failed one: neither is read.
    await scan(pid, 'completed', '2026-01-01T00:00:00Z', {
      findings: [],
      pages: [],
      scripts: [{ url: 'https://old.tracker.test/t.js', host: 'old.tracker.test', blocked: false }],
    });
    await scan(pid, 'failed', '2026-03-01T00:00:00Z', {
      findings: [],
      pages: [],
      scripts: [{ url: 'https://failed.tracker.test/t.js', host: 'failed.tracker.test', blocked: false }],
    });
    await scan(pid, 'completed', '2026-02-01T00:00:00Z', {
      pages: [{ url: 'https://site.blocking-alpha.test/', status: 200, error: null }],
      scripts: [GTM, PIXEL, HOTJAR, HOTJAR_MODULE, CHAT].map((url) => ({
        url,
        host: host(url),
        blocked: false,
      })),
      findings: [
        finding('_ga', GTM, 'analytics', 'Google Analytics'),
        finding('_gcl_au', GTM, 'marketing', 'Google Ads'),
        finding('_fbp', PIXEL, 'marketing', 'Meta Pixel'),
        { ...finding('fr', null, 'marketing', 'Meta'), party: 'third', domain: '.facebook.com' },
        finding('_hjSessionUser_1', HOTJAR, 'analytics', 'Hotjar'),
        finding('_hjSession_1', HOTJAR, 'functional', 'Hotjar'),
        // The property's own script is not a third party, whatever it sets.
        finding('session_id', 'https://site9.blocking-alpha.test/app.js', 'marketing', null),
        // A script the scripts list missed still counts, through the cookie it set.
        finding('consent_pref', 'https://cdn.consent.test/c.js', 'necessary', 'Consent tool'),
      ],
    });

    const proposed = async () => (await settings(pid)).data?.response.proposed;
    expect(await proposed()).toEqual([
      {
        host: 'cdn.consent.test',
        category_key: 'necessary',
        platform: 'Consent tool',
        cookies: ['consent_pref'],
      },
      { host: 'cdn.widgets.test', category_key: null, platform: null, cookies: [] },
      { host: 'connect.facebook.net', category_key: 'marketing', platform: 'Meta Pixel', cookies: ['_fbp'] },
      {
        host: 'static.hotjar.com',
        category_key: 'analytics',
        platform: 'Hotjar',
        cookies: ['_hjSessionUser_1', '_hjSession_1'],
      },
      {
        host: 'www.googletagmanager.com',
        category_key: 'marketing',
        platform: 'Google Ads',
        cookies: ['_ga', '_gcl_au'],
      },
    ]);

    const marketing = await categoryId(pid, 'marketing');
    // A host rule, an address rule that ignores the script's query string, and a rule for one of
    // hotjar's two scripts (the host stays proposed for the other).
    await created(pid, { pattern: 'facebook.net', category_id: marketing, source: 'scan' });
    await created(pid, { pattern: 'https://www.googletagmanager.com/gtm.js', category_id: marketing });
    await created(pid, { pattern: 'https://static.hotjar.com/c/modules.js', category_id: marketing });
    await created(pid, { pattern: '*.widgets.test', category_id: marketing });
    expect((await proposed())?.map((p) => p.host)).toEqual(['cdn.consent.test', 'static.hotjar.com']);
    await created(pid, { pattern: 'https://static.hotjar.com/*', category_id: marketing });
    expect((await proposed())?.map((p) => p.host)).toEqual(['cdn.consent.test']);
    expect((await settings(pid)).data?.response.rules).toBe(5);
  });

  it('proposes nothing before the first completed scan, and reads a result without scripts', async () => {
    const pid = await property('basic');
    await scan(pid, 'running', null, {});
    expect((await settings(pid)).data?.response.proposed).toEqual([]);
    await db('scan_jobs')
      .where({ property_id: pid })
      .update({ status: 'completed', finished_at: db.fn.now() });
    expect((await settings(pid)).data?.response.proposed).toEqual([]);
  });
});
