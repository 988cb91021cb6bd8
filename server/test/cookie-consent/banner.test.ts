/**
 * The cookie banner: draft, validation and sanitising, the plan's features, publish history with
 * rollback and deletion, and languages (built-in, saved and custom), through the sdk client.
 */
import type { ApiClient, PlanTier, Schemas } from '@privacy-portal/sdk';
import {
  type BannerConfig,
  DEFAULT_BANNER_CONFIG,
  DEFAULT_BANNER_TEXTS,
  tierFeatures,
} from '@privacy-portal/sdk/cookie-consent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import type { CompanyAccount } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { licensedDemo } from './licence.ts';
import { companies, propertyMaker, refusal } from './support.ts';

let server: TestServer;
let db: Db;
let alpha: CompanyAccount;
let beta: CompanyAccount;
let api: ApiClient;
/** A new property of Alpha's organization with that Cookie Consent tier (null: unlicensed). */
let property: (tier: PlanTier | null) => Promise<number>;

beforeAll(async () => {
  server = await startTestServer();
  ({ db, alpha, beta, api } = await companies(server, 'Banner'));
  property = propertyMaker(db, alpha, { label: 'Banner', domain: 'banner-alpha.test' });
}, 60_000);
afterAll(() => server?.close());

const draftOf = (change: (c: BannerConfig) => void = () => {}): BannerConfig => {
  const c = structuredClone(DEFAULT_BANNER_CONFIG);
  change(c);
  return c;
};

const draftWith = (patch: Partial<BannerConfig>): BannerConfig => ({ ...draftOf(), ...patch });

// ---- calls ----------------------------------------------------------------------------------------

const at = (propId: number, orgId = alpha.orgId) => ({ orgId, propId });
const hist = (pid: number, oid = alpha.orgId) => ({ oid, pid });

const getBanner = (propId: number, client = api, orgId = alpha.orgId) =>
  client.GET('/consent/banner/{orgId}/{propId}', { params: { path: at(propId, orgId) } });
const saveDraft = (propId: number, body: BannerConfig, client = api, orgId = alpha.orgId) =>
  client.PUT('/consent/banner/{orgId}/{propId}', { params: { path: at(propId, orgId) }, body });
const versions = (pid: number, query: { limit?: number; after?: string } = {}) =>
  api.GET('/consent/banner-history/{oid}/{pid}', { params: { path: hist(pid), query } });
const publish = (pid: number, note?: string, client = api) =>
  client.POST('/consent/banner-history/{oid}/{pid}', {
    params: { path: hist(pid) },
    ...(note === undefined ? {} : { body: { note } }),
  });
const activate = (pid: number, id: number) =>
  api.POST('/consent/active-banner-history/{oid}/{pid}/{id}', { params: { path: { ...hist(pid), id } } });
const removeVersion = (pid: number, id: number) =>
  api.DELETE('/consent/delete-banner-history/{oid}/{pid}/{id}', { params: { path: { ...hist(pid), id } } });
const saveLanguages = (propId: number, body: Schemas['BannerLanguages']) =>
  api.PUT('/consent/save-lang/{orgId}/{propId}', { params: { path: at(propId) }, body });
const getLanguage = (propId: number, lang: string) =>
  api.GET('/consent/save-lang/{orgId}/{propId}/{lang}', { params: { path: { ...at(propId), lang } } });
const saveLanguage = (propId: number, lang: string, body: Schemas['BannerTexts']) =>
  api.PUT('/consent/save-lang/{orgId}/{propId}/{lang}', { params: { path: { ...at(propId), lang } }, body });
const addCustom = (propId: number, body: Schemas['CustomLanguageInput']) =>
  api.POST('/consent/save-custom-lang/{orgId}/{propId}', { params: { path: at(propId) }, body });

const draft = async (propId: number) => {
  const res = await getBanner(propId);
  if (!res.data) throw new Error(`getBanner: ${JSON.stringify(res.error)}`);
  return res.data.response;
};
const storedRow = (propId: number) => db('banners').where({ property_id: propId }).first();

// ---- the draft ------------------------------------------------------------------------------------

describe('banner draft', () => {
  it('starts from the defaults, with nothing published and the plan’s features', async () => {
    const pid = await property('professional');
    const res = await getBanner(pid);
    expect(res.response.status).toBe(200);
    expect(res.data?.response).toEqual({
      draft: DEFAULT_BANNER_CONFIG,
      draft_updated_at: null,
      published_version: null,
      tier: 'professional',
      features: tierFeatures('professional'),
    });
    expect(res.data?.response.draft.texts.en?.reject_all).toBe('Reject all');
    expect((await versions(pid)).data).toEqual({ response: [], page: { next: null, limit: 50 } });
    // Reading writes nothing.
    expect(await storedRow(pid)).toBeUndefined();
  });

  it('saves a draft and reads it back as saved', async () => {
    const pid = await property('professional');
    const sent = draftOf((c) => {
      c.layout = 'bar';
      c.position = 'bottom';
      c.colours = {
        background: '#111827',
        text: '#f9fafb',
        accent: '#fbbf24',
        accent_text: '#111827',
        link: '#93c5fd',
      };
      c.font = 'Inter';
      c.logo_url = 'https://cdn.banner-alpha.test/logo.svg';
      c.button_style = 'outline';
      c.languages = ['en', 'de'];
      c.default_language = 'de';
      c.texts.en = {
        ...DEFAULT_BANNER_TEXTS.en,
        title: 'Cookies, your choice',
        message: 'We use <b>cookies</b>.',
      };
      c.texts.de = { ...DEFAULT_BANNER_TEXTS.de };
      c.show_cookies = false;
      c.consent_lifetime_days = 180;
      c.rejection_lifetime_days = 395;
      c.reconsent_on_change = false;
      c.regulation = 'us_opt_out';
      c.regions = [
        { region: 'EU', regulation: 'gdpr' },
        { region: 'US-CA', regulation: 'us_opt_out' },
      ];
      c.consent_mode = {
        enabled: true,
        mapping: { ad_storage: ['marketing'], analytics_storage: ['analytics'] },
      };
      c.tcf_enabled = true;
      c.gpc_honoured = false;
      c.show_branding = false;
      c.privacy_policy_url = 'https://banner-alpha.test/privacy';
    });
    const saved = await saveDraft(pid, sent);
    expect(saved.response.status).toBe(200);
    expect(saved.data?.response.draft).toEqual(sent);
    expect(saved.data?.response.published_version).toBeNull();
    const read = await draft(pid);
    expect(read.draft).toEqual(sent);
    expect(Date.parse(read.draft_updated_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a bad value with 400 naming the field, and keeps the draft it had', async () => {
    const pid = await property('enterprise');
    const good = draftOf((c) => {
      c.layout = 'popup';
    });
    await saveDraft(pid, good);
    const before = await storedRow(pid);
    const cases: Array<[(c: BannerConfig) => void, string[]]> = [
      [
        (c) => {
          c.default_language = 'fr';
        },
        ['default_language'],
      ],
      [
        (c) => {
          c.languages = ['en', 'de'];
        },
        ['texts.de'],
      ],
      [
        (c) => {
          c.languages = ['en', 'nl'];
          c.texts.nl = { ...DEFAULT_BANNER_TEXTS.en };
        },
        ['languages.1', 'texts.nl'],
      ],
      [
        (c) => {
          c.custom_languages = [
            { tag: 'nl', name: 'Nederlands', dir: 'ltr' },
            { tag: 'nl', name: 'Vlaams', dir: 'ltr' },
            { tag: 'fr', name: 'French', dir: 'ltr' },
          ];
        },
        ['custom_languages.1.tag', 'custom_languages.2.tag'],
      ],
      [
        (c) => {
          c.regions = [
            { region: 'DE', regulation: 'gdpr' },
            { region: 'DE', regulation: 'none' },
          ];
        },
        ['regions.1.region'],
      ],
      [
        (c) => {
          c.colours.text = '#cccccc';
        },
        ['colours.text'],
      ],
      [
        (c) => {
          c.colours.accent_text = '#fde68a';
          c.colours.accent = '#fbbf24';
        },
        ['colours.accent_text'],
      ],
      [
        (c) => {
          c.colours.link = 'blue';
        },
        ['colours.link'],
      ],
      [
        (c) => {
          c.consent_lifetime_days = 396;
        },
        ['consent_lifetime_days'],
      ],
      [
        (c) => {
          c.rejection_lifetime_days = 0;
        },
        ['rejection_lifetime_days'],
      ],
      [
        (c) => {
          (c.consent_mode.mapping as Record<string, string[]>).ad_clicks = ['marketing'];
        },
        ['consent_mode.mapping'],
      ],
      [
        (c) => {
          if (c.texts.en) c.texts.en.reject_all = '  ';
        },
        ['texts.en.reject_all'],
      ],
      [
        (c) => {
          if (c.texts.en) c.texts.en.accept_all = '';
        },
        ['texts.en.accept_all'],
      ],
      [
        (c) => {
          // Only markup: nothing is left once it is removed.
          if (c.texts.en) c.texts.en.title = '<img src=x onerror=alert(1)>';
        },
        ['texts.en.title'],
      ],
      [
        (c) => {
          if (c.texts.en) c.texts.en.title = 'x'.repeat(121);
        },
        ['texts.en.title'],
      ],
    ];
    for (const [change, fields] of cases) {
      const res = await saveDraft(pid, draftOf(change));
      const [status, code, named] = refusal(res);
      expect([status, code], JSON.stringify(fields)).toEqual([400, 'validation_failed']);
      for (const field of fields) expect(named, JSON.stringify(res.error)).toContain(field);
    }
    expect(await storedRow(pid)).toEqual(before);
  });

  it('says why a colour is refused, with both colours and the ratio', async () => {
    const pid = await property('professional');
    const res = await saveDraft(
      pid,
      draftOf((c) => {
        c.colours.text = '#777777';
      }),
    );
    const details = (res.error as Schemas['Error'] | undefined)?.error.details ?? [];
    expect(details).toEqual([
      {
        in: 'body',
        field: 'colours.text',
        reason:
          'The text is too hard to read: #777777 on #ffffff has a contrast of 4.4:1, and needs at least 4.5:1 (WCAG AA)',
      },
    ]);
  });
});

// ---- the plan -------------------------------------------------------------------------------------

describe('what the plan allows', () => {
  const gated: Array<[string, (c: BannerConfig) => void, string, PlanTier]> = [
    [
      'remove_branding',
      (c) => {
        c.show_branding = false;
      },
      'show_branding',
      'essentials',
    ],
    [
      'google_consent_mode',
      (c) => {
        c.consent_mode.enabled = true;
      },
      'consent_mode.enabled',
      'essentials',
    ],
    [
      'tcf_vendors',
      (c) => {
        c.tcf_enabled = true;
      },
      'tcf_enabled',
      'essentials',
    ],
    [
      'geo_targeting',
      (c) => {
        c.regions = [{ region: 'EU', regulation: 'gdpr' }];
      },
      'regions',
      'basic',
    ],
    [
      'ccpa_opt_out',
      (c) => {
        c.regulation = 'us_opt_out';
      },
      'regulation',
      'basic',
    ],
    [
      'advanced_languages',
      (c) => {
        c.custom_languages = [{ tag: 'nl', name: 'Nederlands', dir: 'ltr' }];
      },
      'custom_languages',
      'basic',
    ],
    [
      'advanced_languages',
      (c) => {
        if (c.texts.en) c.texts.en.title = 'Cookies!';
      },
      'texts.en',
      'basic',
    ],
  ];
  const tiers: PlanTier[] = ['free', 'basic', 'professional'];
  const rank = (t: PlanTier) => ['free', 'basic', 'essentials', 'professional', 'enterprise'].indexOf(t);
  let pids: Record<string, number>;

  beforeAll(async () => {
    pids = Object.fromEntries(await Promise.all(tiers.map(async (t) => [t, await property(t)] as const)));
  });

  for (const [feature, change, field, from] of gated) {
    it(`${field} needs ${feature} (${from} and up)`, async () => {
      for (const tier of tiers) {
        const pid = pids[tier] as number;
        const res = await saveDraft(pid, draftOf(change));
        if (rank(tier) >= rank(from)) {
          expect(res.response.status, `${tier}: ${JSON.stringify(res.error)}`).toBe(200);
        } else {
          expect(refusal(res), tier).toEqual([409, 'upgrade_required', [field]]);
          expect((res.error as Schemas['Error']).error.message).toContain('Upgrade your plan');
        }
      }
    });
  }

  it('keeps the free banner on the built-in wording, in any of the ten languages', async () => {
    const pid = pids.free as number;
    const res = await saveDraft(
      pid,
      draftOf((c) => {
        c.languages = ['en', 'ja'];
        c.texts.ja = { ...DEFAULT_BANNER_TEXTS.ja };
        c.layout = 'bar';
      }),
    );
    expect(res.response.status).toBe(200);
    expect(res.data?.response.draft.texts.ja).toEqual(DEFAULT_BANNER_TEXTS.ja);
  });

  it('refuses rollback and language edits below basic', async () => {
    const pid = await property('free');
    const published = await publish(pid);
    expect(published.response.status).toBe(201);
    expect(refusal(await activate(pid, published.data?.response.id as number))).toEqual([
      409,
      'upgrade_required',
      [],
    ]);
    expect(refusal(await saveLanguage(pid, 'en', { ...DEFAULT_BANNER_TEXTS.en, title: 'Hi' }))[1]).toBe(
      'upgrade_required',
    );
    expect(
      refusal(
        await addCustom(pid, {
          language: { tag: 'nl', name: 'Nederlands', dir: 'ltr' },
          texts: DEFAULT_BANNER_TEXTS.en,
        }),
      )[1],
    ).toBe('upgrade_required');
  });

  it('checks the draft again at publish, when the plan went down since it was saved', async () => {
    const pid = await property('essentials');
    expect((await saveDraft(pid, draftWith({ show_branding: false }))).response.status).toBe(200);
    await db('licences').where({ property_id: pid }).update({ tier: 'basic' });
    expect(refusal(await publish(pid))).toEqual([409, 'upgrade_required', ['show_branding']]);
    expect((await versions(pid)).data?.response).toEqual([]);
  });

  it('refuses a property without a Cookie Consent licence with the Subscription error', async () => {
    const pid = await property(null);
    for (const res of [await getBanner(pid), await saveDraft(pid, draftOf()), await publish(pid)]) {
      expect(refusal(res)[0]).toBe(409);
      expect(refusal(res)[1]).toBe('subscription_inactive');
      expect((res.error as Schemas['Error']).error.message).toContain('Subscription');
    }
  });
});

// ---- tenancy and roles ----------------------------------------------------------------------------

describe('who may see and change the banner', () => {
  it('answers 404 for another company’s property', async () => {
    const other = server.client(beta.token);
    expect(refusal(await getBanner(alpha.propertyId, other, alpha.orgId))[0]).toBe(404);
    const pid = await property('professional');
    expect(refusal(await getBanner(pid, other, alpha.orgId))[0]).toBe(404);
    expect(refusal(await saveDraft(pid, draftOf(), other, alpha.orgId))[0]).toBe(404);
    expect(refusal(await publish(pid, undefined, other))[0]).toBe(404);
    // Nor through one's own organization.
    expect(refusal(await getBanner(pid, other, beta.orgId))[0]).toBe(404);
    expect(await storedRow(pid)).toBeUndefined();
  });

  it('lets view-only members read but not change it', async () => {
    const demo = await licensedDemo(db);
    const { api: viewer } = await server.login('viewer@demo.test');
    expect((await getBanner(demo.storeId, viewer, demo.retailId)).response.status).toBe(200);
    expect(refusal(await saveDraft(demo.storeId, draftOf(), viewer, demo.retailId))[0]).toBe(403);
  });
});

// ---- publish history ------------------------------------------------------------------------------

describe('publish history', () => {
  it('publishes versions 1 and 2, lists them newest first, rolls back and deletes', async () => {
    const pid = await property('basic');
    await saveDraft(pid, draftWith({ layout: 'bar' }));
    const first = await publish(pid, 'First banner');
    expect(first.response.status).toBe(201);
    const v1 = first.data?.response as Schemas['BannerVersion'];
    expect(v1).toMatchObject({
      version: 1,
      active: true,
      note: 'First banner',
      published_by: expect.any(String),
    });
    expect(v1.config.layout).toBe('bar');

    await saveDraft(pid, draftWith({ layout: 'popup' }));
    const v2 = (await publish(pid)).data?.response as Schemas['BannerVersion'];
    expect(v2).toMatchObject({ version: 2, active: true, note: '' });
    expect(v2.config.layout).toBe('popup');

    const history = (await versions(pid)).data?.response ?? [];
    expect(history.map((v) => [v.version, v.active])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await draft(pid)).published_version).toBe(2);

    // Keyset paging: one at a time, newest first.
    const page1 = (await versions(pid, { limit: 1 })).data;
    expect(page1?.response.map((v) => v.version)).toEqual([2]);
    const page2 = (await versions(pid, { limit: 1, after: page1?.page.next as string })).data;
    expect(page2?.response.map((v) => v.version)).toEqual([1]);
    expect(page2?.page.next).toBeNull();

    // Rollback: version 1 is live again and the draft is a copy of it.
    const rolled = await activate(pid, v1.id);
    expect(rolled.response.status).toBe(200);
    expect(rolled.data?.response).toMatchObject({ id: v1.id, version: 1, active: true });
    const after = await draft(pid);
    expect(after.published_version).toBe(1);
    expect(after.draft).toEqual(v1.config);
    expect(after.draft.layout).toBe('bar');
    expect((await versions(pid)).data?.response.map((v) => [v.version, v.active])).toEqual([
      [2, false],
      [1, true],
    ]);

    // The live version stays; another goes.
    expect(refusal(await removeVersion(pid, v1.id))).toEqual([409, 'conflict', []]);
    expect((await removeVersion(pid, v2.id)).response.status).toBe(204);
    expect((await versions(pid)).data?.response.map((v) => v.version)).toEqual([1]);
    expect(refusal(await removeVersion(pid, v2.id))[0]).toBe(404);
    expect(refusal(await activate(pid, v2.id))[0]).toBe(404);

    // The next publish continues the numbering: a deleted number is not given again.
    expect((await publish(pid)).data?.response.version).toBe(3);
  });

  it('does not reach another property’s versions', async () => {
    const mine = await property('basic');
    const theirs = await property('basic');
    const v = (await publish(theirs)).data?.response as Schemas['BannerVersion'];
    await publish(theirs);
    expect(refusal(await activate(mine, v.id))[0]).toBe(404);
    expect(refusal(await removeVersion(mine, v.id))[0]).toBe(404);
  });

  it('gives parallel publishes distinct version numbers', async () => {
    const pid = await property('professional');
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => publish(pid, `parallel ${n}`)));
    for (const r of results) expect(r.response.status, JSON.stringify(r.error)).toBe(201);
    const numbers = results.map((r) => r.data?.response.version as number).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    const history = (await versions(pid)).data?.response ?? [];
    expect(history.map((v) => v.version)).toEqual([5, 4, 3, 2, 1]);
    expect(history.filter((v) => v.active).map((v) => v.version)).toEqual([5]);
    expect((await draft(pid)).published_version).toBe(5);
  });
});

// ---- sanitising -----------------------------------------------------------------------------------

describe('banner texts are sanitised', () => {
  const SCRIPTY = /<script|<style|<img|<svg|<iframe|onerror|onload|onclick|javascript:/i;

  it('stores no script, handler or javascript: address, whatever the text holds', async () => {
    const pid = await property('professional');
    const payloads = draftOf((c) => {
      c.texts.en = {
        title: 'Hello <img src=x onerror=alert(1)> world',
        message:
          'Read <a href="javascript:alert(1)">this</a>, <a href="https://banner-alpha.test/privacy" onclick="steal()" target="_self">our policy</a> and <a href="mailto:dpo@banner-alpha.test">write</a>.<br><svg onload=alert(1)></svg><script>alert(1)</script><style>body{display:none}</style><b>Bold</b> <em>and</em> <i>italic</i> <strong>strong</strong> <u>no</u> <a href="//evil.test">relative</a>',
        accept_all: '<b>Accept</b> all',
        reject_all: 'Reject <script>alert(1)</script>all',
        preferences: '<svg onload=alert(1)>Preferences</svg>',
        save: 'Save &amp; close',
        do_not_sell: '&lt;script&gt;alert(1)&lt;/script&gt;Do Not Sell or Share',
        privacy_policy_label: '&amp;lt;img src=x onerror=alert(1)&amp;gt;Privacy',
      };
    });
    const res = await saveDraft(pid, payloads);
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    const stored = (await draft(pid)).draft;
    expect(JSON.stringify(stored)).not.toMatch(SCRIPTY);
    const raw = await storedRow(pid);
    expect(JSON.stringify(raw.draft)).not.toMatch(SCRIPTY);

    const en = stored.texts.en as Schemas['BannerTexts'];
    expect(en.title).toBe('Hello  world');
    expect(en.accept_all).toBe('Accept all');
    expect(en.reject_all).toBe('Reject all');
    expect(en.preferences).toBe('Preferences');
    expect(en.save).toBe('Save & close');
    expect(en.do_not_sell).toBe('Do Not Sell or Share');
    expect(en.privacy_policy_label).toBe('Privacy');
    expect(en.message).toBe(
      'Read this, <a href="https://banner-alpha.test/privacy" rel="noopener noreferrer" target="_blank">our policy</a> and <a href="mailto:dpo@banner-alpha.test" rel="noopener noreferrer" target="_blank">write</a>.<br /><b>Bold</b> <em>and</em> <i>italic</i> <strong>strong</strong> no relative',
    );
  });

  it('sanitises custom language names, their texts and publish notes too', async () => {
    const pid = await property('basic');
    const added = await addCustom(pid, {
      language: { tag: 'nl', name: '<img src=x onerror=alert(1)>Nederlands', dir: 'ltr' },
      texts: { ...DEFAULT_BANNER_TEXTS.en, title: '<script>alert(1)</script>Wij respecteren uw privacy' },
    });
    expect(added.response.status, JSON.stringify(added.error)).toBe(201);
    expect(added.data?.response).toMatchObject({ tag: 'nl', name: 'Nederlands' });
    expect(added.data?.response.texts.title).toBe('Wij respecteren uw privacy');
    const saved = await saveLanguage(pid, 'nl', {
      ...DEFAULT_BANNER_TEXTS.en,
      message: 'Hoi <svg onload=alert(1)>',
    });
    expect(saved.data?.response.texts.message).toBe('Hoi');
    const published = await publish(pid, '<script>alert(1)</script>Dutch added');
    expect(published.data?.response.note).toBe('Dutch added');
    expect(JSON.stringify(published.data?.response)).not.toMatch(SCRIPTY);
  });
});

// ---- languages ------------------------------------------------------------------------------------

describe('banner languages', () => {
  it('offers built-in languages with their texts, Arabic right to left', async () => {
    const pid = await property('basic');
    const res = await saveLanguages(pid, { languages: ['en', 'ar', 'de'], default_language: 'ar' });
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data?.response).toEqual({ languages: ['en', 'ar', 'de'], default_language: 'ar' });
    const banner = await draft(pid);
    expect(banner.draft.languages).toEqual(['en', 'ar', 'de']);
    expect(banner.draft.default_language).toBe('ar');
    expect(banner.draft.texts.ar).toEqual(DEFAULT_BANNER_TEXTS.ar);
    expect(banner.draft.texts.de).toEqual(DEFAULT_BANNER_TEXTS.de);

    const arabic = await getLanguage(pid, 'ar');
    expect(arabic.data?.response).toEqual({
      tag: 'ar',
      name: 'العربية',
      dir: 'rtl',
      texts: DEFAULT_BANNER_TEXTS.ar,
    });
    expect(arabic.data?.response.texts.accept_all).toMatch(/[\u0600-\u06FF]/);
    // A built-in language not offered yet answers its built-in texts.
    expect((await getLanguage(pid, 'ja')).data?.response).toEqual({
      tag: 'ja',
      name: '日本語',
      dir: 'ltr',
      texts: DEFAULT_BANNER_TEXTS.ja,
    });
    expect((await getLanguage(pid, 'pt-BR')).data?.response.texts.do_not_sell).toBe(
      'Não vender nem compartilhar minhas informações pessoais',
    );
    expect(refusal(await getLanguage(pid, 'nl'))[0]).toBe(404);
  });

  it('refuses languages it does not know and a default outside them', async () => {
    const pid = await property('basic');
    expect(refusal(await saveLanguages(pid, { languages: ['en', 'nl'], default_language: 'en' }))).toEqual([
      400,
      'validation_failed',
      ['languages.1'],
    ]);
    expect(refusal(await saveLanguages(pid, { languages: ['en', 'de'], default_language: 'fr' }))).toEqual([
      400,
      'validation_failed',
      ['default_language'],
    ]);
    expect(await storedRow(pid)).toBeUndefined();
  });

  it('saves texts per language, offered or not yet', async () => {
    const pid = await property('basic');
    const french = { ...DEFAULT_BANNER_TEXTS.fr, title: 'Vos cookies, votre choix' };
    const saved = await saveLanguage(pid, 'fr', french);
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data?.response).toEqual({ tag: 'fr', name: 'Français', dir: 'ltr', texts: french });
    expect((await getLanguage(pid, 'fr')).data?.response.texts).toEqual(french);
    const banner = await draft(pid);
    expect(banner.draft.languages).toEqual(['en']);
    expect(banner.draft.texts.fr).toEqual(french);
    // Offering it later keeps the texts written for it.
    await saveLanguages(pid, { languages: ['en', 'fr'], default_language: 'fr' });
    expect((await draft(pid)).draft.texts.fr).toEqual(french);
    expect(refusal(await saveLanguage(pid, 'nl', french))[0]).toBe(404);
    expect(
      refusal(await saveLanguage(pid, 'de', { ...DEFAULT_BANNER_TEXTS.de, accept_all: '<b></b>' })),
    ).toEqual([400, 'validation_failed', ['texts.de.accept_all']]);
  });

  it('adds custom languages, right to left ones included, each tag once', async () => {
    const pid = await property('basic');
    const dutch = {
      ...DEFAULT_BANNER_TEXTS.en,
      title: 'Wij respecteren uw privacy',
      accept_all: 'Alles accepteren',
    };
    const added = await addCustom(pid, {
      language: { tag: 'nl', name: 'Nederlands', dir: 'ltr' },
      texts: dutch,
    });
    expect(added.response.status, JSON.stringify(added.error)).toBe(201);
    expect(added.data?.response).toEqual({ tag: 'nl', name: 'Nederlands', dir: 'ltr', texts: dutch });
    const persian = await addCustom(pid, {
      language: { tag: 'fa', name: 'فارسی', dir: 'rtl' },
      texts: { ...DEFAULT_BANNER_TEXTS.ar, title: 'ما به حریم خصوصی شما احترام می‌گذاریم' },
    });
    expect(persian.response.status).toBe(201);
    expect((await getLanguage(pid, 'fa')).data?.response).toMatchObject({
      tag: 'fa',
      name: 'فارسی',
      dir: 'rtl',
    });

    const banner = await draft(pid);
    expect(banner.draft.languages).toEqual(['en', 'nl', 'fa']);
    expect(banner.draft.custom_languages).toEqual([
      { tag: 'nl', name: 'Nederlands', dir: 'ltr' },
      { tag: 'fa', name: 'فارسی', dir: 'rtl' },
    ]);
    expect((await getLanguage(pid, 'nl')).data?.response.texts).toEqual(dutch);

    for (const tag of ['nl', 'de', 'pt-br']) {
      const again = await addCustom(pid, { language: { tag, name: 'Again', dir: 'ltr' }, texts: dutch });
      expect(refusal(again), tag).toEqual([409, 'name_taken', ['language.tag']]);
    }

    const edited = await saveLanguage(pid, 'nl', { ...dutch, reject_all: 'Alles weigeren' });
    expect(edited.data?.response.texts.reject_all).toBe('Alles weigeren');
    // A custom language can be taken off the banner and stays available.
    await saveLanguages(pid, { languages: ['en', 'fa'], default_language: 'fa' });
    const after = await draft(pid);
    expect(after.draft.languages).toEqual(['en', 'fa']);
    expect(after.draft.custom_languages.map((c) => c.tag)).toEqual(['nl', 'fa']);
    expect((await getLanguage(pid, 'nl')).data?.response.texts.reject_all).toBe('Alles weigeren');

    // And the banner with its languages publishes.
    const v = await publish(pid, 'Persian');
    expect(v.data?.response.config.default_language).toBe('fa');
  });
});
