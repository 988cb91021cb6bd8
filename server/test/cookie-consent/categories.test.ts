/** Cookie Consent categories: the five defaults in ten languages, custom categories, the refusals. */
import type { ApiClient } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { ensureDefaultCategories } from '../../src/modules/cookieConsent/categories/categories.service.ts';
import { type CompanyAccount, createCompany, type demoIds } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { licensedCompany, licensedDemo } from './licence.ts';
import { companies } from './support.ts';

const LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'pt-BR', 'zh'];

let server: TestServer;
let db: Db;
let alpha: CompanyAccount;
let beta: CompanyAccount;
let api: ApiClient;
let demo: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  ({ db, alpha, beta, api } = await companies(server, 'Category', { licenseAlpha: true }));
  demo = await licensedDemo(db);
}, 60_000);
afterAll(() => server?.close());

const list = (client: ApiClient, pid: number) =>
  client.GET('/cookiecategory', { params: { query: { pid } } });
const categories = async (pid = alpha.propertyId) => (await list(api, pid)).data?.response ?? [];
const byKey = async (key: string, pid = alpha.propertyId) => {
  const found = (await categories(pid)).find((c) => c.key === key);
  if (!found) throw new Error(`no ${key} category`);
  return found;
};
const create = (
  body: {
    name: string;
    description?: string;
    translations?: Record<string, { name: string; description: string }>;
  },
  pid = alpha.propertyId,
  client = api,
) => client.POST('/cookiecategory', { body: { pid, ...body } });
const update = (
  id: number,
  body: {
    name: string;
    description?: string;
    translations?: Record<string, { name: string; description: string }>;
  },
  pid = alpha.propertyId,
) => api.PUT('/cookiecategory/{pid}/{id}', { params: { path: { pid, id } }, body });
const remove = (id: number, pid = alpha.propertyId, client = api) =>
  client.DELETE('/cookiecategory/{pid}/{id}', { params: { path: { pid, id } } });

describe('default categories', () => {
  it('a licensed property has the five defaults in banner order, each in the ten languages', async () => {
    const res = await list(api, alpha.propertyId);
    expect(res.response.status).toBe(200);
    const all = res.data?.response ?? [];
    expect(all.map((c) => [c.key, c.name, c.position, c.required])).toEqual([
      ['necessary', 'Strictly necessary', 0, true],
      ['functional', 'Functional', 1, false],
      ['analytics', 'Analytics', 2, false],
      ['marketing', 'Marketing', 3, false],
      ['unclassified', 'Unclassified', 4, false],
    ]);
    for (const c of all) {
      expect(Object.keys(c.translations).sort()).toEqual(LANGUAGES);
      expect(c.translations.en).toEqual({ name: c.name, description: c.description });
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.cookie_count).toBe(0);
    }
    const analytics = all.find((c) => c.key === 'analytics');
    expect(analytics?.translations.de?.name).not.toBe(analytics?.translations.en?.name);
    expect(analytics?.translations.ar?.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('are made once however many requests ask at the same time', async () => {
    const fresh = await licensedCompany(server, 'Category Parallel');
    const client = server.client(fresh.token);
    const answers = await Promise.all([
      list(client, fresh.propertyId),
      list(client, fresh.propertyId),
      list(client, fresh.propertyId),
      ensureDefaultCategories(db, fresh.propertyId),
      ensureDefaultCategories(db, fresh.propertyId),
    ]);
    for (const a of answers.slice(0, 3))
      expect((a as Awaited<ReturnType<typeof list>>).data?.response).toHaveLength(5);
    const rows = await db('cookie_categories').where({ property_id: fresh.propertyId });
    expect(rows).toHaveLength(5);
  });

  it('can be renamed and keep their key, "required" and the other languages', async () => {
    const analytics = await byKey('analytics');
    const res = await update(analytics.id, { name: 'Statistics', description: 'How the shop is used.' });
    expect(res.response.status).toBe(200);
    expect(res.data?.response).toMatchObject({
      id: analytics.id,
      key: 'analytics',
      name: 'Statistics',
      description: 'How the shop is used.',
      required: false,
      position: 2,
    });
    // English follows the category's own name; the nine other languages are kept.
    expect(res.data?.response.translations.en).toEqual({
      name: 'Statistics',
      description: 'How the shop is used.',
    });
    expect(res.data?.response.translations.de).toEqual(analytics.translations.de);
    expect(Object.keys(res.data?.response.translations ?? {})).toHaveLength(10);
    const necessary = await byKey('necessary');
    const renamed = await update(necessary.id, { name: 'Essential' });
    expect(renamed.data?.response).toMatchObject({
      key: 'necessary',
      required: true,
      description: necessary.description,
    });
  });

  it('cannot be deleted', async () => {
    const marketing = await byKey('marketing');
    const res = await remove(marketing.id);
    expect(res.response.status).toBe(409);
    expect(res.error?.error.code).toBe('conflict');
    expect(res.error?.error.message).toMatch(/default category and cannot be deleted/);
    expect((await categories()).map((c) => c.key)).toContain('marketing');
  });
});

describe('custom categories', () => {
  it('are added after the defaults, with English from their name', async () => {
    const res = await create({ name: 'Social media', description: 'Share buttons and embedded posts.' });
    expect(res.response.status).toBe(201);
    expect(res.data?.response).toMatchObject({
      key: null,
      name: 'Social media',
      description: 'Share buttons and embedded posts.',
      required: false,
      position: 5,
      cookie_count: 0,
      translations: { en: { name: 'Social media', description: 'Share buttons and embedded posts.' } },
    });
    const withTexts = await create({
      name: 'Video',
      translations: {
        de: { name: 'Video', description: 'Eingebettete Videos.' },
        'pt-BR': { name: 'Vídeo', description: 'Vídeos incorporados.' },
      },
    });
    expect(withTexts.data?.response.position).toBe(6);
    expect(Object.keys(withTexts.data?.response.translations ?? {}).sort()).toEqual(['de', 'en', 'pt-BR']);
    expect((await categories()).map((c) => c.name).slice(5)).toEqual(['Social media', 'Video']);
  });

  it('have names unique per property whatever the letter case (409 name_taken)', async () => {
    const res = await create({ name: 'SOCIAL MEDIA' });
    expect(res.response.status).toBe(409);
    expect(res.error?.error.code).toBe('name_taken');
    expect(res.error?.error.details).toEqual([{ in: 'body', field: 'name', reason: 'is already used' }]);
    // Renaming a default onto a custom name is refused the same way.
    const functional = await byKey('functional');
    const rename = await update(functional.id, { name: 'video' });
    expect(rename.response.status).toBe(409);
    expect(rename.error?.error.code).toBe('name_taken');
    expect((await byKey('functional')).name).toBe('Functional');
    // Another property may use the same name.
    expect(
      (await create({ name: 'Social media' }, beta.propertyId, server.client(beta.token))).response.status,
    ).toBe(201);
  });

  it('store plain text: markup is stripped from names, descriptions and translations', async () => {
    const res = await create({
      name: '<b>Chat</b><script>alert(1)</script>',
      description: '<img src=x onerror="alert(1)">Live <a href="javascript:alert(1)">chat</a> &amp; help',
      translations: {
        fr: {
          name: '<i>Discussion</i>',
          description: '<p>Aide &lt;script&gt;alert(1)&lt;/script&gt;en ligne</p>',
        },
      },
    });
    expect(res.response.status).toBe(201);
    expect(res.data?.response).toMatchObject({
      name: 'Chat',
      description: 'Live chat & help',
      translations: {
        en: { name: 'Chat', description: 'Live chat & help' },
        fr: { name: 'Discussion', description: 'Aide en ligne' },
      },
    });
    const row = await db('cookie_categories').where({ id: res.data?.response.id }).first();
    expect(`${row.name} ${row.description} ${JSON.stringify(row.translations)}`).not.toMatch(/[<>]/);
    // A name that is nothing but markup is no name.
    const empty = await create({ name: '<script>alert(1)</script>' });
    expect(empty.response.status).toBe(400);
    expect(empty.error?.error.details).toEqual([
      { in: 'body', field: 'name', reason: 'must be text, not markup' },
    ]);
  });

  it('when deleted, hand their cookies and blocking rules to Unclassified in one go', async () => {
    const custom = (await create({ name: 'Chatbots' })).data?.response;
    if (!custom) throw new Error('no category');
    const made = await api.POST('/cookie/{orgId}/{propId}', {
      params: { path: { orgId: alpha.orgId, propId: alpha.propertyId } },
      body: { name: 'chat_id', domain: 'chat.example', category_id: custom.id },
    });
    expect(made.response.status).toBe(201);
    const [rule] = await db('blocking_rules')
      .insert({
        property_id: alpha.propertyId,
        pattern: 'https://chat.example/*',
        category_id: custom.id,
        source: 'manual',
      })
      .returning('id');
    expect((await categories()).find((c) => c.id === custom.id)?.cookie_count).toBe(1);

    expect((await remove(custom.id)).response.status).toBe(204);
    const unclassified = await byKey('unclassified');
    const cookie = await api.GET('/cookie/{orgId}/{propId}/{id}', {
      params: {
        path: { orgId: alpha.orgId, propId: alpha.propertyId, id: made.data?.response.id as number },
      },
    });
    expect(cookie.data?.response).toMatchObject({
      category_id: unclassified.id,
      category_name: 'Unclassified',
    });
    expect((await db('blocking_rules').where({ id: rule.id }).first()).category_id).toBe(unclassified.id);
    expect(unclassified.cookie_count).toBe(1);
    expect((await categories()).some((c) => c.id === custom.id)).toBe(false);
    expect((await remove(custom.id)).response.status).toBe(404);
  });
});

describe('who may', () => {
  it('a property without a Cookie Consent licence gets the Subscription refusal', async () => {
    const unlicensed = await createCompany(server, 'Category Unlicensed');
    const client = server.client(unlicensed.token);
    for (const res of [
      await list(client, unlicensed.propertyId),
      await create({ name: 'X' }, unlicensed.propertyId, client),
    ]) {
      expect(res.response.status).toBe(409);
      expect(res.error?.error.code).toBe('subscription_inactive');
      expect(res.error?.error.message).toContain('Subscription');
    }
    expect(await db('cookie_categories').where({ property_id: unlicensed.propertyId })).toHaveLength(0);
  });

  it('a view-only member reads but may not change (403)', async () => {
    // The seeded Organization View only member of Demo Retail (support/demo-team.ts).
    const { api: viewer } = await server.login('viewer@demo.test');
    const read = await list(viewer, demo.storeId);
    expect(read.response.status).toBe(200);
    expect(read.data?.response.slice(0, 5).map((c) => c.key)).toEqual([
      'necessary',
      'functional',
      'analytics',
      'marketing',
      'unclassified',
    ]);
    const necessary = read.data?.response[0]?.id as number;
    const refused = [
      await create({ name: 'Viewer made' }, demo.storeId, viewer),
      await viewer.PUT('/cookiecategory/{pid}/{id}', {
        params: { path: { pid: demo.storeId, id: necessary } },
        body: { name: 'Viewer renamed' },
      }),
      await remove(necessary, demo.storeId, viewer),
    ];
    for (const res of refused) {
      expect(res.response.status).toBe(403);
      expect(res.error?.error.code).toBe('forbidden');
    }
    expect((await list(viewer, demo.storeId)).data?.response.map((c) => c.name)).not.toContain('Viewer made');
  });

  it("another company's property or category is not found (404)", async () => {
    const theirs = (await list(server.client(beta.token), beta.propertyId)).data?.response[2]?.id as number;
    expect((await list(api, beta.propertyId)).response.status).toBe(404);
    expect((await create({ name: 'Intruder' }, beta.propertyId)).response.status).toBe(404);
    // Their category through my own property: not one of mine.
    expect((await update(theirs, { name: 'Hijacked' })).response.status).toBe(404);
    expect((await remove(theirs)).response.status).toBe(404);
    const row = await db('cookie_categories').where({ id: theirs }).first();
    expect(row.name).toBe('Analytics');
  });
});
