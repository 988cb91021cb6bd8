// Google Consent Mode v2: the default comes before any tag, from the stored choice on later pages,
// and updates follow the region's default and the visitor's choice. The installation beacon says so.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bannerConfig } from './support/configs.ts';
import type { Fixtures } from './support/fixture-server.ts';
import { dataLayer, waitFor } from './support/page.ts';
import { useVisitor } from './support/visitor.ts';

let fx: Fixtures;
let context: BrowserContext;
let page: Page;
useVisitor((v) => {
  ({ fx, context, page } = v);
});

const DENIED = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};
const GRANTED = Object.fromEntries(Object.keys(DENIED).map((k) => [k, 'granted']));

/** The page's own Google tag, right after the embed, as Google's snippet writes it. */
const GTAG = `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-TEST');</script>`;

const consentCalls = async (p: Page) =>
  (await dataLayer(p)).filter((e): e is unknown[] => Array.isArray(e) && e[0] === 'consent');

describe('Consent Mode', () => {
  it('pushes the default (all denied but security) before the page’s own Google tag', async () => {
    fx.setConfig('5101', bannerConfig());
    await page.goto(fx.site('5101', '5101', { head: GTAG }));
    await page.getByRole('dialog').waitFor();
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    expect(layer.findIndex((e) => Array.isArray(e) && e[0] === 'js')).toBeGreaterThan(0);
    expect(layer).toContainEqual({
      event: 'pp_consent_ready',
      pp_consent: { necessary: true, functional: false, analytics: false, marketing: false },
    });
  });

  it('updates after Accept all, and the next page starts from the stored choice', async () => {
    fx.setConfig('5102', bannerConfig());
    const url = fx.site('5102', '5102', { head: GTAG });
    await page.goto(url);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await consentCalls(page)).at(-1)).toEqual(['consent', 'update', GRANTED]);
    expect(await dataLayer(page)).toContainEqual({
      event: 'pp_consent_update',
      pp_consent: { necessary: true, functional: true, analytics: true, marketing: true },
    });
    await page.goto(url);
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', { ...GRANTED, wait_for_update: 500 }]);
    await page.waitForFunction(() => window.PrivacyPortal?.getConsent().decided);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('grants by default in a US opt-out region and shows the Do Not Sell link', async () => {
    fx.setConfig('5103', bannerConfig({ regulation: 'us_opt_out', region: 'US-CA' }));
    await page.goto(fx.site('5103', '5103'));
    await page.getByRole('dialog').waitFor();
    expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', GRANTED]);
    await page.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' }).click();
    // The click paints first (the banner goes); Consent Mode follows in the next task.
    await expect
      .poll(async () => (await consentCalls(page)).at(-1)?.[2])
      .toMatchObject({
        ad_storage: 'denied',
        analytics_storage: 'granted',
      });
    const [record] = await waitFor(() => fx.consents('5103'));
    expect(record?.body).toMatchObject({ choice: 'custom', denied: ['marketing'] });
  });

  it('grants all and shows no banner where no regulation applies', async () => {
    fx.setConfig('5104', bannerConfig({ regulation: 'none', region: 'BR' }));
    await page.goto(fx.site('5104', '5104'));
    await page.waitForFunction(() =>
      window.dataLayer?.some((e) => (e as { event?: string }).event === 'pp_consent_ready'),
    );
    expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', GRANTED]);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('reports the installation once per session, saying whether Consent Mode came first', async () => {
    fx.setConfig('5105', bannerConfig());
    const first = fx.site('5105', '5105', { head: GTAG });
    await page.goto(first);
    const [beacon] = await waitFor(() => fx.seen('5105'));
    expect(beacon?.problems).toEqual([]);
    expect(beacon?.body).toMatchObject({
      page_url: first,
      consent_mode_first: true,
      google_tag_before: false,
    });
    await page.goto(first);
    await page.getByRole('dialog').waitFor();
    await new Promise((r) => setTimeout(r, 300));
    expect(fx.seen('5105')).toHaveLength(1);

    // A Google tag placed above the embed: Consent Mode did not come first.
    fx.setConfig('5106', bannerConfig());
    const late = fx.page(
      '5106',
      `<!doctype html><html lang="en"><head><script>window.dataLayer=[['js']];</script><script src="${fx.url('tracker.test', '/gtm.js')}"></script><script src="https://www.googletagmanager.com/gtag/js?id=G-1" async type="text/plain"></script><script src="${fx.url('portal.test', '/embed/v1/consent.js')}" data-property="5106"></script></head><body></body></html>`,
    );
    const other = await context.newPage();
    await other.goto(late);
    const [report] = await waitFor(() => fx.seen('5106'));
    expect(report?.body).toMatchObject({ consent_mode_first: false, google_tag_before: true });
  });
});
