import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchScannerBrowser } from '../../src/modules/cookieConsent/scanner/scanner.browser.ts';
import { scanSite } from '../../src/modules/cookieConsent/scanner/scanner.crawl.ts';
import { threeStateDiff } from '../../src/modules/cookieConsent/scanner/scanner.diff.ts';
import {
  type BlockedRequest,
  installRequestGuard,
  ScanTargetRefusedError,
} from '../../src/modules/cookieConsent/scanner/scanner.guard.ts';
import type { HostResolver } from '../../src/modules/cookieConsent/scanner/scanner.resolve.ts';
import type {
  CookieFinding,
  ScanInput,
  ScanResult,
  StorageFinding,
} from '../../src/modules/cookieConsent/scanner/scanner.types.ts';
import { type FixtureSite, HOST_RESOLVER_RULES, serveFixtureSite } from './fixture-sites.ts';

let browser: Browser;
let site: FixtureSite;
let bigSite: FixtureSite;

beforeAll(async () => {
  [browser, site, bigSite] = await Promise.all([
    launchScannerBrowser({ hostResolverRules: HOST_RESOLVER_RULES }),
    serveFixtureSite({ pages: 3 }),
    serveFixtureSite({ pages: 100 }),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close(), bigSite?.close()]);
});

/** A scan of the fixture shop: its fake hostnames live on loopback, so private addresses are allowed. */
function scan(fixture: FixtureSite, overrides: Partial<ScanInput> = {}): Promise<ScanResult> {
  return scanSite({
    startUrl: `${fixture.shop}/`,
    domains: ['shop.test'],
    maxPages: 20,
    mode: 'plain',
    allowPrivate: true,
    hostResolverRules: HOST_RESOLVER_RULES,
    browser,
    ...overrides,
  });
}

const byName = (result: ScanResult) => new Map(result.cookies.map((c) => [c.name, c]));

describe('a plain scan of shop.test', () => {
  let result: ScanResult;
  const progress: Array<[number, number]> = [];
  let p: string;

  beforeAll(async () => {
    p = String(site.port);
    site.requests.length = 0;
    result = await scan(site, {
      onProgress: (done, total) => {
        progress.push([done, total]);
      },
    });
  });

  it('visits the start page, the sitemap pages, then same-site links, breadth first', () => {
    expect(result.cancelled).toBe(false);
    expect(result.pages).toEqual([
      { url: `${site.shop}/`, status: 200 },
      { url: `${site.shop}/page/1`, status: 200 },
      { url: `${site.shop}/page/2`, status: 200 },
      { url: `${site.shop}/page/3`, status: 200 },
      { url: `${site.shop}/about`, status: 200 },
      { url: `${site.shop}/search?q=cookies`, status: 200 },
    ]);
  });

  it('skips robots-disallowed paths and other sites, but loads third-party subresources', () => {
    const paths = site.requests.map((r) => `${r.host}${r.path}`);
    expect(paths.filter((x) => x.includes('/private'))).toEqual([]);
    expect(paths).not.toContain('ads.test/landing');
    expect(paths).toContain('ads.test/pixel.js');
    expect(paths).toContain('shop.test/robots.txt');
    expect(paths).toContain('shop.test/sitemap-pages.xml');
  });

  it('finds exactly these cookies, with party, setter and initiator', () => {
    const found = result.cookies.map((c) => ({
      name: c.name,
      domain: c.domain,
      party: c.party,
      setBy: c.setBy,
      initiator: c.initiator?.replace(p, 'P'),
    }));
    expect(found).toEqual([
      {
        name: '_ga',
        domain: 'shop.test',
        party: 'first',
        setBy: 'script',
        initiator: 'http://shop.test:P/js/analytics.js',
      },
      // Written by the third-party script into the page's own (first-party) jar.
      {
        name: 'ad_id',
        domain: 'shop.test',
        party: 'first',
        setBy: 'script',
        initiator: 'http://ads.test:P/pixel.js',
      },
      // Set-Cookie on an image the pixel script requested.
      {
        name: 'IDE',
        domain: 'ads.test',
        party: 'third',
        setBy: 'http',
        initiator: 'http://ads.test:P/pixel.js',
      },
      {
        name: 'prefs',
        domain: 'shop.test',
        party: 'first',
        setBy: 'script',
        initiator: 'http://shop.test:P/js/analytics.js',
      },
      {
        name: 'session_id',
        domain: 'shop.test',
        party: 'first',
        setBy: 'http',
        initiator: 'http://shop.test:P/',
      },
      {
        name: 'sneaky_tracker',
        domain: 'shop.test',
        party: 'first',
        setBy: 'script',
        initiator: 'http://shop.test:P/js/sneaky.js',
      },
    ]);
  });

  it('records the pages each cookie was set on, its lifetime and attributes', () => {
    const cookies = byName(result);
    const everyPage = result.pages.map((page) => page.url);
    expect(cookies.get('session_id')).toMatchObject({
      pages: [`${site.shop}/`],
      durationSeconds: null,
      duration: 'session',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookies.get('_ga')).toMatchObject({
      pages: everyPage,
      durationSeconds: 63_072_000,
      duration: '2 years',
    });
    expect(cookies.get('prefs')).toMatchObject({ pages: everyPage, duration: '1 day' });
    expect(cookies.get('sneaky_tracker')).toMatchObject({ pages: everyPage, duration: '1 year' });
    expect(cookies.get('IDE')).toMatchObject({
      pages: everyPage,
      duration: '1 year 1 month',
      secure: true,
      sameSite: 'None',
    });
  });

  it('finds local and session storage keys with the script that wrote them', () => {
    expect(
      result.storage.map((s) => ({
        key: s.key,
        kind: s.kind,
        origin: s.origin,
        initiator: s.initiator?.replace(p, 'P'),
      })),
    ).toEqual([
      {
        key: 'analytics_id',
        kind: 'local',
        origin: site.shop,
        initiator: 'http://shop.test:P/js/analytics.js',
      },
      {
        key: 'analytics_session',
        kind: 'session',
        origin: site.shop,
        initiator: 'http://shop.test:P/js/analytics.js',
      },
      { key: 'sneaky_ls', kind: 'local', origin: site.shop, initiator: 'http://shop.test:P/js/sneaky.js' },
    ]);
  });

  it('lists the scripts loaded, third-party ones marked', () => {
    expect(result.scripts.map((s) => [s.url.replace(p, 'P'), s.host, s.thirdParty])).toEqual([
      ['http://ads.test:P/pixel.js', 'ads.test', true],
      ['http://shop.test:P/js/analytics.js', 'shop.test', false],
      ['http://shop.test:P/js/banner.js', 'shop.test', false],
      ['http://shop.test:P/js/sneaky.js', 'shop.test', false],
    ]);
  });

  it('reports progress after each page: monotonic, total never below done, ending at done == total', () => {
    expect(progress.length).toBe(result.pages.length + 1);
    for (let i = 1; i < progress.length; i += 1) {
      const [done, total] = progress[i]!;
      const [prevDone, prevTotal] = progress[i - 1]!;
      expect(done).toBe(prevDone + 1);
      expect(total).toBeGreaterThanOrEqual(prevTotal);
      expect(total).toBeGreaterThanOrEqual(done);
    }
    expect(progress.at(-1)).toEqual([6, 6]);
  });
});

describe('limits and cancelling', () => {
  it('visits at most maxPages of a 100-page site', async () => {
    const progress: Array<[number, number]> = [];
    const result = await scan(bigSite, {
      maxPages: 5,
      onProgress: (done, total) => {
        progress.push([done, total]);
      },
    });
    expect(result.pages.map((page) => page.url)).toEqual([
      `${bigSite.shop}/`,
      `${bigSite.shop}/page/1`,
      `${bigSite.shop}/page/2`,
      `${bigSite.shop}/page/3`,
      `${bigSite.shop}/page/4`,
    ]);
    expect(progress.at(-1)).toEqual([5, 5]);
    expect(Math.max(...progress.map(([, total]) => total))).toBe(5);
  });

  it('stops between pages when the signal aborts, marking the result cancelled', async () => {
    const controller = new AbortController();
    const result = await scan(site, {
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 2) controller.abort();
      },
    });
    expect(result.cancelled).toBe(true);
    expect(result.pages.map((page) => page.url)).toEqual([`${site.shop}/`, `${site.shop}/page/1`]);
  });

  it('cuts a slow page short on cancel instead of waiting for its timeout', async () => {
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 500);
    const result = await scan(site, { startUrl: `${site.shop}/slow`, signal: controller.signal });
    expect(result).toMatchObject({ cancelled: true, pages: [] });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('rejected and GPC states against the plain one', () => {
  const necessaryNames = new Set(['session_id', 'cc_cookie']);
  const necessary = (finding: CookieFinding | StorageFinding) =>
    'name' in finding && necessaryNames.has(finding.name);
  let plain: ScanResult;
  let rejected: ScanResult;
  let gpc: ScanResult;
  let p: string;

  beforeAll(async () => {
    p = String(site.port);
    plain = await scan(site, { maxPages: 3 });
    const urls = plain.pages.map((page) => page.url);
    site.requests.length = 0;
    // The same pages in each state, so that the states compare like with like.
    [rejected, gpc] = await Promise.all([
      scan(site, { mode: 'reject', urls }),
      scan(site, { mode: 'gpc', urls }),
    ]);
  });

  it('after "Reject all" only session_id, cc_cookie and sneaky_tracker are set', () => {
    expect(rejected.rejectClicked).toBe(true);
    expect(rejected.pages.map((page) => page.url)).toEqual(plain.pages.map((page) => page.url));
    expect(rejected.cookies.map((c) => c.name)).toEqual(['cc_cookie', 'session_id', 'sneaky_tracker']);
    expect(byName(rejected).get('cc_cookie')).toMatchObject({ setBy: 'script', duration: '6 months' });
  });

  it('sends Sec-GPC and navigator.globalPrivacyControl in GPC mode; the site then leaves ads and analytics out', () => {
    const gpcRequests = site.requests.filter((r) => r.gpc);
    expect(gpcRequests.length).toBeGreaterThan(0);
    expect(gpcRequests.some((r) => r.host === 'ads.test')).toBe(false);
    expect(gpc.cookies.map((c) => c.name)).toEqual(['session_id', 'sneaky_tracker']);
    expect(gpc.rejectClicked).toBeNull();
  });

  it('diffs the three states and names what breaks the rejection or GPC, with the scripts to block', () => {
    const diff = threeStateDiff(plain, rejected, gpc, necessary);
    const states = Object.fromEntries(diff.cookies.map((c) => [c.name, c.states]));
    expect(states).toEqual({
      _ga: ['plain'],
      ad_id: ['plain'],
      IDE: ['plain'],
      prefs: ['plain'],
      session_id: ['plain', 'reject', 'gpc'],
      sneaky_tracker: ['plain', 'reject', 'gpc'],
      cc_cookie: ['reject'],
    });
    expect(diff.violations.cookies.map((c) => [c.name, c.initiator?.replace(p, 'P')])).toEqual([
      ['sneaky_tracker', 'http://shop.test:P/js/sneaky.js'],
    ]);
    expect(diff.violations.storage.map((s) => [s.key, s.initiator?.replace(p, 'P')])).toEqual([
      ['sneaky_ls', 'http://shop.test:P/js/sneaky.js'],
    ]);
    expect(diff.violations.scripts).toEqual([`${site.shop}/js/sneaky.js`]);
    expect(diff.gpcViolations.cookies.map((c) => c.name)).toEqual(['sneaky_tracker']);
    expect(diff.gpcViolations.scripts).toEqual([`${site.shop}/js/sneaky.js`]);
    const storageStates = Object.fromEntries(diff.storage.map((s) => [s.key, s.states]));
    expect(storageStates).toEqual({
      analytics_id: ['plain'],
      analytics_session: ['plain'],
      sneaky_ls: ['plain', 'reject', 'gpc'],
    });
  });
});

describe('logging in first', () => {
  it('fills the form, then scans as the logged-in visitor', async () => {
    const result = await scan(site, {
      startUrl: `${site.shop}/account`,
      maxPages: 1,
      login: {
        loginUrl: `${site.shop}/login`,
        usernameSelector: '#user',
        passwordSelector: '#pass',
        submitSelector: '#go',
        username: 'alice',
        password: 'secret',
      },
    });
    expect(result.pages).toEqual([{ url: `${site.shop}/account`, status: 200 }]);
    expect(byName(result).get('auth_token')).toMatchObject({
      setBy: 'http',
      initiator: `${site.shop}/login`,
    });
  });

  it('fails with the step and selector, never the password', async () => {
    const scanning = scan(site, {
      maxPages: 1,
      navigationTimeoutMs: 2_000,
      login: {
        loginUrl: `${site.shop}/login`,
        usernameSelector: '#nope',
        passwordSelector: '#pass',
        submitSelector: '#go',
        username: 'alice',
        password: 'hunter2-secret',
      },
    });
    await expect(scanning).rejects.toThrow(/^Login failed at .*\/login: could not fill #nope/);
    await expect(scanning).rejects.not.toThrow(/hunter2/);
  });
});

describe('SSRF protection', () => {
  it('refuses to scan a loopback address, or a name mapped to loopback, unless allowPrivate', async () => {
    const literal = await scan(site, {
      startUrl: `${site.internal}/`,
      domains: ['127.0.0.1'],
      allowPrivate: false,
    }).catch((error: unknown) => error);
    expect(literal).toBeInstanceOf(ScanTargetRefusedError);
    expect(literal).toMatchObject({
      message: '127.0.0.1 is a loopback address; the scanner only visits public addresses',
      refusal: { reason: 'private-address', host: '127.0.0.1', category: 'loopback' },
    });
    const mapped = await scan(site, { allowPrivate: false }).catch((error: unknown) => error);
    expect(mapped).toBeInstanceOf(ScanTargetRefusedError);
    expect((mapped as ScanTargetRefusedError).refusal).toMatchObject({
      reason: 'private-address',
      host: 'shop.test',
      address: '127.0.0.1',
      message:
        'shop.test resolves to 127.0.0.1, a loopback address; the scanner only visits public addresses',
    });
  });

  it('refuses a start URL off the property domains', async () => {
    await expect(scan(site, { startUrl: `${site.ads}/landing` })).rejects.toThrow(
      "ads.test is not one of the property's domains (shop.test)",
    );
  });

  // The guard believes the .test names are public (Chromium still maps them to loopback), so the
  // site loads and only its literal loopback subresources are private. Only Chromium may connect
  // then: Node's own fetches (robots.txt, sitemaps) go to the address the guard resolved, so scans
  // with this resolver pass `urls`, which fetch neither.
  const pretendPublic: HostResolver = async (host) =>
    host === '127.0.0.1' ? ['127.0.0.1'] : ['93.184.216.34'];

  it('aborts a private subresource of a scanned page when allowPrivate is false', async () => {
    site.requests.length = 0;
    const result = await scan(site, {
      startUrl: `${site.shop}/embeds-internal`,
      urls: [`${site.shop}/embeds-internal`],
      maxPages: 1,
      allowPrivate: false,
      resolveHost: pretendPublic,
    });
    expect(result.pages).toEqual([{ url: `${site.shop}/embeds-internal`, status: 200 }]);
    expect(site.requests.filter((r) => r.host === '127.0.0.1')).toEqual([]);
    expect(result.blocked.map((b) => [b.url, b.reason, b.page])).toEqual([
      [`${site.internal}/internal.png`, 'private-address', `${site.shop}/embeds-internal`],
      [`${site.internal}/internal.js`, 'private-address', `${site.shop}/embeds-internal`],
    ]);
    // Third-party public subresources still load.
    expect(site.requests.some((r) => r.host === 'ads.test' && r.path === '/pixel.js')).toBe(true);
  });

  it('guards a browser context: private requests aborted, public ones and allowPrivate let through', async () => {
    for (const allowPrivate of [false, true]) {
      const context = await browser.newContext();
      const blocked: BlockedRequest[] = [];
      await installRequestGuard(context, {
        allowPrivate,
        pageHosts: ['shop.test'],
        resolve: pretendPublic,
        onBlocked: (b) => blocked.push(b),
      });
      site.requests.length = 0;
      const page = await context.newPage();
      await page.setContent(
        `<img src="${site.internal}/internal.png?${allowPrivate}"><img src="${site.ads}/collect?${allowPrivate}">`,
      );
      await page.waitForLoadState('load');
      await context.close();
      const hosts = site.requests.map((r) => r.host).sort();
      if (allowPrivate) {
        expect(hosts).toEqual(['127.0.0.1', 'ads.test']);
        expect(blocked).toEqual([]);
      } else {
        expect(hosts).toEqual(['ads.test']);
        expect(blocked.map((b) => [b.url, b.refusal.reason, b.navigation])).toEqual([
          [`${site.internal}/internal.png?false`, 'private-address', false],
        ]);
      }
    }
  });
});
