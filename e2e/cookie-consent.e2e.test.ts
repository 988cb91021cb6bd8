/**
 * Cookie Consent end to end (issue 13): a property licensed for Cookie Consent Professional scans a
 * fixture shop on loopback (the server maps *.test to 127.0.0.1 for its scanner, support/server.ts),
 * the owner reviews and publishes what the scan found, configures and publishes the banner twice,
 * then rolls back to the first version — all through the pages.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FixtureSite, serveFixtureSite } from '../server/test/scanner/fixture-sites.ts';
import { apiAs, buyPlan, type CreatedAccount, createAccount, monthlyPlan, ok } from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';

const session = useBrowser();
let site: FixtureSite;
let buyer: CreatedAccount;

beforeAll(async () => {
  site = await serveFixtureSite({ pages: 2 });
  buyer = await createAccount('cookie');
  await buyPlan(buyer.token, await monthlyPlan('cookieConsent', 'Professional'), { pid: buyer.pid });
  await ok(
    apiAs(buyer.token).PUT('/property/{orgId}/{propId}', {
      params: { path: { orgId: buyer.oid, propId: buyer.pid } },
      body: { property_name: buyer.account.property, url: site.shop },
    }),
  );
}, 120_000);
afterAll(() => site?.close());

const at = (path: string) => `${session.baseUrl}${path}?oid=${buyer.oid}&pid=${buyer.pid}`;

describe('Cookie Consent', () => {
  test('scan, review and publish the cookies, publish the banner twice and roll back', async () => {
    await session.signIn(buyer.token);
    const { page } = session;

    // Scan the shop, three states by default, and wait for the progress to finish.
    await page.goto(at('/cookie-consent/cookie-category/scan-details'));
    await page.getByRole('button', { name: 'Start scan' }).click();
    await page.getByRole('button', { name: 'Cancel scan' }).waitFor();
    const lastScan = async () =>
      (
        await ok(
          apiAs(buyer.token).GET('/last-cookie-scan-job/{propId}', {
            params: { path: { propId: buyer.pid } },
          }),
        )
      ).response?.status;
    await expect.poll(lastScan, { timeout: 150_000, interval: 1_000 }).toBe('completed');
    // The page saw it end: the progress is gone and the scan is in the list.
    await page.getByRole('button', { name: 'Cancel scan' }).waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => page.getByRole('cell', { name: 'Completed' }).count()).toBe(1);
    await shot(page, 'cookie-consent-scan');

    // Review: the scan's cookies wait unpublished; publish them all.
    await page.goto(at('/cookie-consent/cookie-category/list'));
    const review = page.getByRole('region', { name: /cookies? awaiting review/ });
    await review.waitFor({ timeout: 30_000 });
    await review.getByRole('button', { name: 'Publish all' }).click();
    await review.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => page.getByText('_ga', { exact: true }).count()).toBeGreaterThan(0);
    const unpublished = (
      await ok(apiAs(buyer.token).GET('/un-published-cookie/{pid}', { params: { path: { pid: buyer.pid } } }))
    ).total;
    expect(unpublished).toBe(0);

    // The banner: publish version 1, change the layout, publish version 2, then roll back to 1.
    await page.goto(at('/cookie-consent/banner-configuration'));
    const publish = async (note: string) => {
      await page.getByRole('button', { name: 'Publish…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill(note);
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await publish('First banner');
    await expect.poll(() => page.getByRole('button', { name: 'Activate version 1' }).count()).toBe(0);
    await page.getByText('Bar: a strip along the top or bottom edge').click();
    await expect.poll(() => page.getByRole('radio', { name: /^Bar:/ }).isChecked()).toBe(true);
    await publish('A bar at the bottom');
    await page.getByRole('button', { name: 'Activate version 1' }).click();
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect
      .poll(async () => {
        const banner = await ok(
          apiAs(buyer.token).GET('/consent/banner/{orgId}/{propId}', {
            params: { path: { orgId: buyer.oid, propId: buyer.pid } },
          }),
        );
        return [banner.response.published_version, banner.response.draft.layout];
      })
      .toEqual([1, 'box']);
    await shot(page, 'cookie-consent-banner');
    expect(session.pageErrors).toEqual([]);
  }, 240_000);
});
