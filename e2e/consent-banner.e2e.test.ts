/**
 * Cookie Consent II end to end (issue 14): the banner installed on a fixture shop (a *.test host on
 * loopback) with the one-line snippet; a visitor accepts; the record shows on Consent Tracking with a
 * verified link and on the dashboard; its public receipt verifies independently (SHA-256 over the
 * previous hash and the record's canonical JSON).
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import canonicalize from 'canonicalize';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs, buyPlan, type CreatedAccount, createAccount, monthlyPlan, ok } from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium.ts';

const session = useBrowser();
let buyer: CreatedAccount;
let shop: Server;
let shopUrl: string;
let visitorBrowser: Browser;

/** The customer's shop: the snippet first in <head>, and an analytics tag held until consent. */
function shopPage(embedOrigin: string, pid: number): string {
  return `<!doctype html><html lang="en"><head>
<script src="${embedOrigin}/embed/v1/consent.js" data-property="${pid}"></script>
<title>E2E Shop</title></head><body><h1>E2E Shop</h1><p id="analytics">analytics not loaded</p>
<script type="text/plain" data-category="analytics">document.getElementById('analytics').textContent = 'analytics loaded';</script>
</body></html>`;
}

beforeAll(async () => {
  buyer = await createAccount('banner');
  await buyPlan(buyer.token, await monthlyPlan('cookieConsent', 'Professional'), { pid: buyer.pid });
  shop = createServer((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(shopPage(session.baseUrl, buyer.pid));
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://e2e-shop.test:${(shop.address() as { port: number }).port}`;
  const api = apiAs(buyer.token);
  await ok(
    api.PUT('/property/{orgId}/{propId}', {
      params: { path: { orgId: buyer.oid, propId: buyer.pid } },
      body: { property_name: buyer.account.property, url: shopUrl },
    }),
  );
  // The property's first banner (the defaults: GDPR opt-in, Accept all and Reject all alike), published.
  await ok(
    api.GET('/consent/banner/{orgId}/{propId}', {
      params: { path: { orgId: buyer.oid, propId: buyer.pid } },
    }),
  );
  await ok(
    api.POST('/consent/banner-history/{oid}/{pid}', {
      params: { path: { oid: buyer.oid, pid: buyer.pid } },
      body: { note: 'First banner' },
    }),
  );
  // The visitor's own browser, where the shop's host name resolves to loopback.
  visitorBrowser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, '--host-resolver-rules=MAP *.test 127.0.0.1'],
  });
}, 120_000);

afterAll(async () => {
  await visitorBrowser?.close();
  await new Promise((resolve) => shop?.close(resolve));
});

const at = (path: string) => `${session.baseUrl}${path}?oid=${buyer.oid}&pid=${buyer.pid}`;

describe('The consent banner on a customer site', () => {
  test('a visitor accepts; the record reaches Consent Tracking and the dashboard, and its receipt verifies', async () => {
    const visitor = await visitorBrowser.newPage();
    await visitor.goto(`${shopUrl}/`);
    const banner = visitor.getByRole('dialog');
    await banner.getByRole('button', { name: 'Accept all' }).waitFor();
    // Nothing optional ran before the choice.
    expect(await visitor.locator('#analytics').textContent()).toBe('analytics not loaded');
    await shot(visitor, 'consent-banner-on-shop');

    const recorded = visitor.waitForResponse(
      (r) =>
        r.url().includes(`/public/cookie-consent/${buyer.pid}/consents`) && r.request().method() === 'POST',
    );
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => visitor.locator('#analytics').textContent()).toBe('analytics loaded');
    const consentId = await visitor.evaluate(
      () =>
        (
          window as unknown as { PrivacyPortal: { getConsent(): { consent_id: string } } }
        ).PrivacyPortal.getConsent().consent_id,
    );
    expect(consentId).toMatch(/^[0-9a-f-]{36}$/);
    // sendBeacon's answer is not visible to the page; the record is read back through the API below.
    await recorded.catch(() => undefined);

    const api = apiAs(buyer.token);
    const records = async () =>
      (
        await ok(
          api.GET('/consents/tracking/{propId}', { params: { path: { propId: buyer.pid }, query: {} } }),
        )
      ).response;
    await expect.poll(async () => (await records()).length, { timeout: 15_000 }).toBe(1);
    const [record] = await records();
    expect(record?.consent_id).toBe(consentId);
    expect(record?.choice).toBe('accept_all');
    expect(record?.granted).toEqual(expect.arrayContaining(['analytics', 'marketing']));

    // The receipt verifies without trusting the server: each link is SHA-256(prev_hash + canonical JSON).
    const receipt = (await (
      await fetch(
        `${session.baseUrl}/api/v1/public/cookie-consent/${buyer.pid}/consents/${consentId}/receipt`,
      )
    ).json()) as {
      response: { records: Array<{ record: unknown; link: { prev_hash: string; hash: string } }> };
    };
    expect(receipt.response.records).toHaveLength(1);
    for (const { record: r, link } of receipt.response.records) {
      const hash = createHash('sha256')
        .update(link.prev_hash + canonicalize(r))
        .digest('hex');
      expect(hash).toBe(link.hash);
    }

    // The owner sees it on Consent Tracking, with its proof.
    await session.signIn(buyer.token);
    const { page } = session;
    await page.goto(at('/cookie-consent/cookie-tracking'));
    const row = page.getByRole('row').filter({ hasText: consentId.slice(0, 8) });
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: /^Proof of record #1,/ }).click();
    await page.getByText('Link verified').waitFor();
    await shot(page, 'consent-tracking-record');

    // And on the dashboard: one consent, all accepted.
    await page.goto(at('/home/dashboard/cookie-consent'));
    await page
      .getByRole('heading', { name: /consents/i })
      .first()
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText('100%').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'consent-dashboard');
    await visitor.close();
  });
});
