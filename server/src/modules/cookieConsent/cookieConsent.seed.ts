/**
 * Cookie Consent on the demo's Demo Store (issue 13, "Demo"): its categories, a cookie inventory as
 * a scan of the shop would find it (some still awaiting review), two finished scans (the latest
 * three-state, with a cookie still set after 'Reject all'), a weekly scan, Auto Cookie Blocking with
 * three rules, four vendors, and a banner published twice (version 2 active). A newcomer sees the
 * module working right after `npm start`.
 */
import type { Schemas } from '@privacy-portal/sdk';
import {
  DEFAULT_BANNER_CONFIG,
  defaultBannerTexts,
  formatDuration,
  nextRunAt,
} from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../db/database.ts';
import { consume, propertyScope } from '../billing/limits/limits.service.ts';
import { ensureDefaultCategories } from './categories/categories.service.ts';
import { classifyCookie } from './cookies/cookie-database.ts';
import { recordScannedCookies, type ScannedCookie } from './cookies/cookies.service.ts';

const SITE = 'https://store.demo.test';
const DAY = 24 * 3600;
const GTM = 'https://www.googletagmanager.com/gtag/js?id=G-X7K2M9QP4L';
const FB = 'https://connect.facebook.net/en_US/fbevents.js';
const HOTJAR = 'https://static.hotjar.com/c/hotjar-3141592.js?sv=6';
const DOUBLECLICK = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';
const LINKEDIN = 'https://snap.licdn.com/li.lms-analytics/insight.min.js';

const pages = (...paths: string[]) => paths.map((p) => `${SITE}${p}`);

interface DemoCookie extends ScannedCookie {
  setBy: Schemas['ScanFinding']['set_by'];
  /** Still set after 'Reject all' (the demo's violation). */
  afterReject?: boolean;
  review?: boolean;
}

const cookie = (
  c: Omit<DemoCookie, 'path' | 'type'> & Partial<Pick<DemoCookie, 'path' | 'type'>>,
): DemoCookie => ({
  path: '/',
  type: 'cookie',
  ...c,
});

const COOKIES: DemoCookie[] = [
  cookie({
    name: 'session_id',
    domain: 'store.demo.test',
    party: 'first',
    scriptUrl: null,
    durationSeconds: null,
    setBy: 'http',
    pages: pages('/', '/products', '/cart', '/checkout'),
    afterReject: true,
  }),
  cookie({
    name: 'cart_id',
    domain: 'store.demo.test',
    party: 'first',
    scriptUrl: null,
    durationSeconds: 14 * DAY,
    setBy: 'http',
    pages: pages('/products', '/cart'),
    afterReject: true,
  }),
  cookie({
    name: 'cc_cookie',
    domain: 'store.demo.test',
    party: 'first',
    scriptUrl: `${SITE}/js/consent.js`,
    durationSeconds: 182 * DAY,
    setBy: 'script',
    pages: pages('/'),
    afterReject: true,
  }),
  cookie({
    name: 'XSRF-TOKEN',
    domain: 'store.demo.test',
    party: 'first',
    scriptUrl: null,
    durationSeconds: 2 * 3600,
    setBy: 'http',
    pages: pages('/checkout'),
    afterReject: true,
  }),
  cookie({
    name: '_ga',
    domain: '.demo.test',
    party: 'first',
    scriptUrl: GTM,
    durationSeconds: 400 * DAY,
    setBy: 'script',
    pages: pages('/', '/products', '/blog'),
  }),
  cookie({
    name: '_ga_X7K2M9QP4L',
    domain: '.demo.test',
    party: 'first',
    scriptUrl: GTM,
    durationSeconds: 400 * DAY,
    setBy: 'script',
    pages: pages('/', '/products', '/blog'),
  }),
  cookie({
    name: '_gid',
    domain: '.demo.test',
    party: 'first',
    scriptUrl: GTM,
    durationSeconds: DAY,
    setBy: 'script',
    pages: pages('/', '/products'),
  }),
  cookie({
    name: '_fbp',
    domain: '.demo.test',
    party: 'first',
    scriptUrl: FB,
    durationSeconds: 90 * DAY,
    setBy: 'script',
    pages: pages('/', '/products', '/cart'),
  }),
  cookie({
    name: '_hjSessionUser_3141592',
    domain: '.demo.test',
    party: 'first',
    scriptUrl: HOTJAR,
    durationSeconds: 365 * DAY,
    setBy: 'script',
    pages: pages('/', '/products'),
    review: true,
  }),
  cookie({
    name: 'IDE',
    domain: '.doubleclick.net',
    party: 'third',
    scriptUrl: DOUBLECLICK,
    durationSeconds: 390 * DAY,
    setBy: 'http',
    pages: pages('/', '/blog'),
    afterReject: true,
  }),
  cookie({
    name: 'test_cookie',
    domain: '.doubleclick.net',
    party: 'third',
    scriptUrl: DOUBLECLICK,
    durationSeconds: 15 * 60,
    setBy: 'http',
    pages: pages('/'),
  }),
  cookie({
    name: 'bcookie',
    domain: '.linkedin.com',
    party: 'third',
    scriptUrl: LINKEDIN,
    durationSeconds: 365 * DAY,
    setBy: 'http',
    pages: pages('/blog'),
    review: true,
  }),
  cookie({
    name: 'li_gc',
    domain: '.linkedin.com',
    party: 'third',
    scriptUrl: LINKEDIN,
    durationSeconds: 180 * DAY,
    setBy: 'http',
    pages: pages('/blog'),
    review: true,
  }),
  cookie({
    name: 'recently_viewed',
    domain: 'store.demo.test',
    type: 'localStorage',
    party: 'first',
    scriptUrl: `${SITE}/js/shop.js`,
    durationSeconds: null,
    setBy: 'script',
    pages: pages('/products'),
  }),
];

function finding(c: DemoCookie, threeState: boolean): Schemas['ScanFinding'] {
  const match = classifyCookie({ name: c.name, domain: c.domain });
  const necessary =
    match?.category === 'necessary' || ['session_id', 'cart_id', 'cc_cookie'].includes(c.name);
  const states: Schemas['ScanFinding']['states'] =
    threeState && c.afterReject ? ['plain', 'reject', 'gpc'] : ['plain'];
  return {
    name: c.name,
    domain: c.domain,
    path: c.path,
    type: c.type,
    party: c.party,
    script_url: c.scriptUrl,
    set_by: c.setBy,
    duration: c.type === 'localStorage' ? 'persistent' : formatDuration(c.durationSeconds),
    pages: c.pages,
    states,
    violation: threeState && Boolean(c.afterReject) && !necessary,
    category_key: match?.category ?? null,
    platform: match?.platform ?? null,
    cookie_id: null,
  };
}

function scanResult(threeState: boolean, pageCount: number) {
  const all = [...new Set(COOKIES.flatMap((c) => c.pages))];
  const extra = Array.from(
    { length: Math.max(0, pageCount - all.length) },
    (_, i) => `${SITE}/products/item-${i + 1}`,
  );
  const findings = COOKIES.map((c) => finding(c, threeState));
  return {
    findings,
    pages: [...all, ...extra].map((url) => ({ url, status: 200, error: null })),
    scripts: [GTM, FB, HOTJAR, DOUBLECLICK, LINKEDIN].map((url) => ({
      url,
      host: new URL(url).hostname,
      blocked: false,
    })),
    violations: findings.filter((f) => f.violation).length,
  };
}

async function seedScans(trx: Db, propertyId: number, ownerId: number, now: Date): Promise<void> {
  const at = (daysAgo: number, seconds = 0) =>
    new Date(now.getTime() - daysAgo * DAY * 1000 + seconds * 1000);
  for (const [daysAgo, threeState, pageCount, newCookies] of [
    [8, false, 24, 11],
    [1, true, 26, 3],
  ] as const) {
    const { violations, ...result } = scanResult(threeState, pageCount);
    await trx('scan_jobs').insert({
      property_id: propertyId,
      status: 'completed',
      trigger: daysAgo === 8 ? 'manual' : 'schedule',
      start_url: `${SITE}/`,
      max_pages: 1000,
      three_state: threeState,
      pages_total: result.pages.length,
      pages_done: result.pages.length,
      cookies_found: result.findings.length,
      new_cookies: newCookies,
      violations,
      result: JSON.stringify(result),
      created_by: daysAgo === 8 ? ownerId : null,
      created_at: at(daysAgo),
      started_at: at(daysAgo, 2),
      finished_at: at(daysAgo, 95),
    });
  }
  // The scans count against the plan like any other (the first may fall in last month).
  const property = await trx('properties').where({ id: propertyId }).first('company_id');
  for (const daysAgo of [8, 1]) {
    await consume(trx, propertyScope(property.company_id as number, propertyId), 'scans', 1, at(daysAgo));
  }
  await trx('scan_schedules').insert({
    property_id: propertyId,
    frequency: 'weekly',
    hour: 2,
    three_state: true,
    enabled: true,
    next_run_at: nextRunAt('weekly', 2, now),
    last_run_at: at(1),
  });
}

async function seedBlockingAndVendors(
  trx: Db,
  propertyId: number,
  categories: Map<string, number>,
): Promise<void> {
  await trx('cookie_blocking').insert({ property_id: propertyId, enabled: true });
  await trx('blocking_rules').insert(
    [
      {
        pattern: 'https://connect.facebook.net/*',
        key: 'marketing',
        source: 'scan',
        description: 'Meta Pixel',
      },
      { pattern: 'static.hotjar.com', key: 'analytics', source: 'scan', description: 'Hotjar' },
      {
        pattern: 'https://www.googletagmanager.com/gtag/js*',
        key: 'analytics',
        source: 'manual',
        description: 'Google Analytics 4',
      },
    ].map(({ key, ...rule }) => ({ ...rule, property_id: propertyId, category_id: categories.get(key) })),
  );
  await trx('vendors').insert(
    [
      {
        kind: 'custom',
        name: 'Hotjar',
        purposes: ['Heatmaps and session recordings to improve the shop'],
        privacy_policy_url: 'https://www.hotjar.com/legal/policies/privacy/',
        key: 'analytics',
        cookies: ['_hjSessionUser_3141592'],
      },
      {
        kind: 'iab',
        name: 'Google Advertising Products',
        gvl_id: 755,
        purposes: ['Store and/or access information on a device', 'Use limited data to select advertising'],
        privacy_policy_url: 'https://business.safety.google/privacy/',
        key: 'marketing',
        cookies: ['IDE', 'test_cookie'],
      },
      {
        kind: 'iab',
        name: 'Criteo SA',
        gvl_id: 91,
        purposes: [
          'Store and/or access information on a device',
          'Create profiles for personalised advertising',
        ],
        privacy_policy_url: 'https://www.criteo.com/privacy/',
        key: 'marketing',
        cookies: [],
      },
      {
        kind: 'custom',
        name: 'LinkedIn Insight Tag',
        purposes: ['Conversion tracking for LinkedIn ads'],
        privacy_policy_url: 'https://www.linkedin.com/legal/privacy-policy',
        key: 'marketing',
        cookies: ['bcookie', 'li_gc'],
      },
    ].map(({ key, purposes, cookies, ...v }) => ({
      ...v,
      property_id: propertyId,
      category_id: categories.get(key),
      purposes: JSON.stringify(purposes),
      cookies: JSON.stringify(cookies),
    })),
  );
}

async function seedBanner(trx: Db, propertyId: number, ownerId: number, now: Date): Promise<void> {
  const texts = (...tags: string[]) => Object.fromEntries(tags.map((t) => [t, defaultBannerTexts(t)]));
  const v1: Schemas['BannerConfig'] = {
    ...structuredClone(DEFAULT_BANNER_CONFIG),
    layout: 'bar',
    position: 'bottom',
    privacy_policy_url: `${SITE}/privacy`,
  };
  const v2: Schemas['BannerConfig'] = {
    ...structuredClone(DEFAULT_BANNER_CONFIG),
    layout: 'box',
    position: 'bottom-left',
    languages: ['en', 'de', 'fr'],
    texts: texts('en', 'de', 'fr') as Schemas['BannerConfig']['texts'],
    consent_mode: { ...structuredClone(DEFAULT_BANNER_CONFIG.consent_mode), enabled: true },
    regions: [
      { region: 'EU', regulation: 'gdpr' },
      { region: 'US-CA', regulation: 'us_opt_out' },
    ],
    privacy_policy_url: `${SITE}/privacy`,
  };
  const days = (n: number) => new Date(now.getTime() - n * DAY * 1000);
  const ids: number[] = [];
  for (const [version, config, note, at] of [
    [1, v1, 'First banner: a bar at the bottom, English only', days(10)],
    [2, v2, 'Box layout, German and French, Google Consent Mode v2', days(2)],
  ] as const) {
    const [row] = await trx('banner_versions')
      .insert({
        property_id: propertyId,
        version,
        config: JSON.stringify(config),
        note,
        published_by: ownerId,
        published_at: at,
      })
      .returning('id');
    ids.push(row.id as number);
  }
  await trx('banners').insert({
    property_id: propertyId,
    draft: JSON.stringify(v2),
    draft_updated_at: days(2),
    active_version_id: ids[1],
    last_version: 2,
  });
}

export async function seedCookieConsentDemo(
  trx: Db,
  { propertyId, ownerId }: { propertyId: number; ownerId: number },
): Promise<void> {
  const now = new Date();
  await ensureDefaultCategories(trx, propertyId);
  const categories = new Map(
    (
      (await trx('cookie_categories').where({ property_id: propertyId }).select('id', 'key')) as Array<{
        id: number;
        key: string | null;
      }>
    ).flatMap((c) => (c.key ? [[c.key, c.id] as const] : [])),
  );
  await recordScannedCookies(trx, propertyId, COOKIES, new Date(now.getTime() - DAY * 1000));
  // Reviewed and published, except what the last scan found new.
  await trx('cookies')
    .where({ property_id: propertyId })
    .whereNotIn(
      'name',
      COOKIES.filter((c) => c.review).map((c) => c.name),
    )
    .update({ published: true, published_at: now });
  // The shop's own necessary cookies, filed by hand where the Open Cookie Database does not know them.
  await trx('cookies')
    .where({ property_id: propertyId })
    .whereIn('name', ['session_id', 'cart_id', 'cc_cookie'])
    .update({
      category_id: categories.get('necessary'),
      purpose: 'Keeps the shop working: the session, the cart and the visitor’s consent choice.',
    });
  await trx('cookies')
    .where({ property_id: propertyId, name: 'recently_viewed' })
    .update({
      category_id: categories.get('functional'),
      purpose: 'Remembers the products the visitor looked at.',
    });
  await seedScans(trx, propertyId, ownerId, now);
  await seedBlockingAndVendors(trx, propertyId, categories);
  await seedBanner(trx, propertyId, ownerId, now);
}
