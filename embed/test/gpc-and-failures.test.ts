// Global Privacy Control (in the page and as the server saw it) changes the outcome; a config that
// cannot be read leaves the page working in the safe state (nothing optional runs, no banner).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bannerConfig } from './support/configs.ts';
import type { ConfigAnswer, Fixtures } from './support/fixture-server.ts';
import { dataLayer, ranScripts, waitFor } from './support/page.ts';
import { useVisitor } from './support/visitor.ts';

let fx: Fixtures;
let page: Page;
useVisitor((v) => {
  ({ fx, page } = v);
});

const withGpc = () =>
  page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
const lastConsentCall = async () =>
  (await dataLayer(page)).filter((e) => Array.isArray(e) && e[0] === 'consent').at(-1) as unknown[];
const SCRIPTS = () =>
  `<script type="text/plain" data-category="analytics" src="${fx.url('tracker.test', '/t/a.js?n=analytics')}"></script>` +
  `<script type="text/plain" data-category="marketing" src="${fx.url('ads.test', '/t/m.js?n=marketing')}"></script>` +
  `<script>(window.__ran=window.__ran||[]).push('page-own')</script>`;

describe('Global Privacy Control', () => {
  it('in the page, under GDPR: a rejection of every optional category, recorded with gpc, no banner', async () => {
    await withGpc();
    fx.setConfig('5401', bannerConfig());
    await page.goto(fx.site('g1', '5401', { body: SCRIPTS() }));
    const [record] = await waitFor(() => fx.consents('5401'));
    expect(record?.problems).toEqual([]);
    expect(record?.body).toMatchObject({ choice: 'reject_all', granted: ['necessary'], gpc: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await ranScripts(page)).toEqual(['page-own']);
  });

  it('from the server (Sec-GPC) in a US state: sale and sharing refused, the rest runs', async () => {
    fx.setConfig('5402', bannerConfig({ regulation: 'us_opt_out', region: 'US-CA', gpc: true }));
    await page.goto(fx.site('g2', '5402', { body: SCRIPTS() }));
    const [record] = await waitFor(() => fx.consents('5402'));
    expect(record?.body).toMatchObject({ choice: 'reject_all', denied: ['marketing'], gpc: true });
    await page.waitForFunction(() => (window as unknown as { __ran: string[] }).__ran.includes('analytics'));
    expect(await ranScripts(page)).toEqual(['page-own', 'analytics']);
    expect((await lastConsentCall())[2]).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'granted',
    });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('without GPC the same US visitor runs everything until they opt out', async () => {
    fx.setConfig('5403', bannerConfig({ regulation: 'us_opt_out', region: 'US-CA' }));
    await page.goto(fx.site('g3', '5403', { body: SCRIPTS() }));
    await page.waitForFunction(() => (window as unknown as { __ran: string[] }).__ran.length === 3);
    expect(fx.consents('5403')).toEqual([]);
    await page.getByRole('dialog').waitFor();
  });

  it('is only noted when the banner does not honour it: the visitor still chooses', async () => {
    await withGpc();
    fx.setConfig('5404', bannerConfig({ gpc_honoured: false }));
    await page.goto(fx.site('g4', '5404'));
    await page.getByRole('button', { name: 'Accept all' }).click();
    const [record] = await waitFor(() => fx.consents('5404'));
    expect(record?.body).toMatchObject({ choice: 'accept_all', gpc: true });
  });
});

describe('when the config cannot be read', () => {
  const cases: [string, string, ConfigAnswer][] = [
    ['a 404', '5411', 'not-found'],
    ['a server that is down', '5412', 'down'],
    ['invalid JSON', '5413', 'invalid-json'],
  ];
  for (const [what, pid, answer] of cases) {
    it(`${what} leaves the page working with nothing optional run`, async () => {
      fx.setConfig(pid, answer);
      const errors: Error[] = [];
      page.on('pageerror', (e) => errors.push(e));
      await page.goto(fx.site(`f${pid}`, pid, { body: SCRIPTS() }));
      await page.waitForTimeout(500);
      expect(errors).toEqual([]);
      expect(await ranScripts(page)).toEqual(['page-own']);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect((await lastConsentCall())[1]).toBe('default');
      expect(await page.evaluate(() => window.PrivacyPortal?.getConsent().granted)).toEqual(['necessary']);
      await page.evaluate(() => window.PrivacyPortal?.acceptAll());
      expect(await ranScripts(page)).toEqual(['page-own']);
      expect(fx.consents(pid)).toEqual([]);
    });
  }

  it('a consent.js that cannot load leaves the page working', async () => {
    const url = fx.page(
      'f-missing',
      `<!doctype html><html lang="en"><head><script src="${fx.url('portal.test', '/embed/v1/missing.js')}" data-property="1"></script></head><body><script>(window.__ran=window.__ran||[]).push('page-own')</script></body></html>`,
    );
    await page.goto(url);
    expect(await ranScripts(page)).toEqual(['page-own']);
  });
});
