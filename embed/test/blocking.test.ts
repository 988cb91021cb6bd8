// Blocking: the site's text/plain scripts, scripts added later from hosts on the blocking list and
// iframes of known embeds run only once their category is granted; revoking deletes their cookies.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bannerConfig } from './support/configs.ts';
import type { Fixtures } from './support/fixture-server.ts';
import { cookieNames, dataLayer, ranScripts } from './support/page.ts';
import { useVisitor } from './support/visitor.ts';

let fx: Fixtures;
let page: Page;
useVisitor((v) => {
  ({ fx, page } = v);
});

const tracker = (name: string, cookie?: string) =>
  fx.url('tracker.test', `/t/${name}.js?n=${name}${cookie ? `&c=${cookie}` : ''}`);
const ads = (name: string) => fx.url('ads.test', `/t/${name}.js?n=${name}&c=_ads`);
const asked = (host: string) => fx.requests.filter((r) => r.startsWith(`${host} `));

/** The site's marked scripts, in this order. */
const MARKED = () =>
  `<script type="text/plain" data-category="analytics" src="${tracker('analytics-src', '_pa')}"></script>` +
  `<script type="text/plain" data-category="analytics">(window.__ran=window.__ran||[]).push('analytics-inline');document.cookie='_pa_x=1; path=/';</script>` +
  `<script type="text/plain" data-category="marketing" src="${ads('marketing-src')}"></script>` +
  `<script>(window.__ran=window.__ran||[]).push('page-own')</script>`;

describe('blocking', () => {
  it('runs text/plain scripts only after consent, in document order', async () => {
    fx.setConfig('5201', bannerConfig());
    await page.goto(fx.site('b1', '5201', { body: MARKED() }));
    await page.getByRole('dialog').waitFor();
    expect(await ranScripts(page)).toEqual(['page-own']);
    expect(await cookieNames(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => (window as unknown as { __ran: string[] }).__ran.length === 4);
    expect(await ranScripts(page)).toEqual([
      'page-own',
      'analytics-src',
      'analytics-inline',
      'marketing-src',
    ]);
    expect((await cookieNames(page)).sort()).toEqual(['_ads', '_pa', '_pa_x', 'pp_consent']);
  });

  it('keeps them held after Reject all', async () => {
    fx.setConfig('5202', bannerConfig());
    await page.goto(fx.site('b2', '5202', { body: MARKED() }));
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.waitForTimeout(300);
    expect(await ranScripts(page)).toEqual(['page-own']);
    expect(await cookieNames(page)).toEqual(['pp_consent']);
  });

  it('holds scripts added later from a host on the blocking list until their category is granted', async () => {
    fx.setConfig('5203', bannerConfig());
    const before = asked('ads.test').length;
    await page.goto(fx.site('b3', '5203'));
    await page.getByRole('dialog').waitFor();
    await page.evaluate((src) => {
      const s = document.createElement('script');
      s.src = src;
      document.head.appendChild(s);
      const t = document.createElement('script');
      t.setAttribute('src', src.replaceAll('dynamic', 'dynamic2'));
      t.setAttribute('type', 'text/javascript');
      document.body.appendChild(t);
    }, ads('dynamic'));
    await page.waitForTimeout(300);
    expect(await ranScripts(page)).toEqual([]);
    // Held before it was connected: the browser did not even fetch it.
    expect(asked('ads.test').length).toBe(before);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => (window as unknown as { __ran?: string[] }).__ran?.length === 2);
    expect(await ranScripts(page)).toEqual(['dynamic', 'dynamic2']);
  });

  it('holds a listed script in the page on the next visit, from the cached rules, until consent', async () => {
    fx.setConfig('5204', bannerConfig());
    await page.goto(fx.site('b4a', '5204'));
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.goto(
      fx.site('b4b', '5204', {
        head: `<script src="${ads('in-page')}"></script><script src="${tracker('unlisted')}"></script>`,
      }),
    );
    await page.waitForFunction(() => window.PrivacyPortal?.getConsent().decided);
    expect(await ranScripts(page)).toEqual(['unlisted']);
    await page.evaluate(() => window.PrivacyPortal?.acceptAll());
    await page.waitForFunction(() => (window as unknown as { __ran: string[] }).__ran.includes('in-page'));
  });

  it('shows a placeholder for known embeds until consent; Load content loads that one frame', async () => {
    fx.setConfig('5205', bannerConfig());
    // youtube.com is on Chromium's HSTS preload list, so its frame (mapped to the loopback address) can
    // never render here: the test reads its address; the marked frame on video.test shows the loading.
    const yt = fx.url('www.youtube.com', '/embed/abc');
    const marked = fx.url('video.test', '/player/1');
    await page.goto(
      fx.site('b5', '5205', {
        body: `<iframe id="yt" src="${yt}" width="560" height="315" title="Video"></iframe><iframe id="vid" data-src="${marked}" data-category="marketing" title="Player"></iframe>`,
      }),
    );
    await page.getByRole('dialog').waitFor();
    const load = page.getByRole('button', { name: 'Load content' });
    await expect.poll(() => load.count()).toBe(2);
    expect(await page.locator('#yt').getAttribute('src')).toBe('about:blank');
    // The bar covers the bottom of this short page: the visitor reaches the button with the keyboard.
    await load.nth(1).press('Enter');
    await expect.poll(() => fx.ran.filter((r) => r.includes('/player/1'))).toEqual(['video.test/player/1']);
    expect(await page.locator('#yt').getAttribute('src')).toBe('about:blank');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => page.locator('#yt').getAttribute('src')).toBe(yt);
    expect(await load.count()).toBe(0);
  });

  it('loads a marked frame when its category is granted', async () => {
    fx.setConfig('5207', bannerConfig());
    const marked = fx.url('video.test', '/player/2');
    await page.goto(
      fx.site('b7', '5207', {
        body: `<iframe data-src="${marked}" data-category="functional" title="Player"></iframe>`,
      }),
    );
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    expect(fx.ran.filter((r) => r.includes('/player/2'))).toEqual([]);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => fx.ran.filter((r) => r.includes('/player/2'))).toEqual(['video.test/player/2']);
  });

  it('deletes a revoked category’s cookies and updates Consent Mode', async () => {
    fx.setConfig('5206', bannerConfig());
    await page.goto(fx.site('b6', '5206', { body: MARKED() }));
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => document.cookie.includes('_pa_x') && document.cookie.includes('_ads'));
    await page.evaluate(() => window.PrivacyPortal?.showPreferences());
    await page.getByRole('switch', { name: 'Analytics' }).uncheck();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await expect.poll(async () => (await cookieNames(page)).sort()).toEqual(['_ads', 'pp_consent']);
    const last = (await dataLayer(page))
      .filter((e) => Array.isArray(e) && e[0] === 'consent')
      .at(-1) as unknown[];
    expect(last?.[2] as Record<string, string>).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
    });
  });
});
