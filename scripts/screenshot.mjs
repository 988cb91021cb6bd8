// The README's screenshot: the Cookie Consent dashboard of Demo Store, signed in as the demo owner.
// Needs a running server with the demo seed (see docs/testing.md, "The README's screenshot"):
//   node scripts/screenshot.mjs [http://localhost:3000] [docs/images/cookie-consent-dashboard.png]
import { chromium } from 'playwright-core';

const baseUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const out = process.argv[3] ?? 'docs/images/cookie-consent-dashboard.png';

// The same browser and flags as the e2e tests (e2e/support/chromium.ts).
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/home/welcome');

  // Demo Store's ids, as the portal's own session reads them, so the link selects it.
  const token = await page.evaluate(() => window.localStorage.getItem('pp.token'));
  const answer = await fetch(`${baseUrl}/api/v1/organizations`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const organizations = (await answer.json()).response;
  const store = organizations
    .flatMap((org) => org.properties)
    .find((property) => property.property_name === 'Demo Store');
  if (!store) throw new Error('No Demo Store: start the server with the demo seed');

  await page.goto(
    `${baseUrl}/home/dashboard/cookie-consent?oid=${store.organization_id}&pid=${store.property_id}`,
  );
  await page.getByRole('heading', { name: 'Cookie Consent Dashboard' }).waitFor();
  // The charts draw once their reads have answered: wait for the network to go quiet.
  await page.waitForLoadState('networkidle');
  // The quick start guide opens by itself for a new session; closed, the dashboard shows whole.
  const closeQuickStart = page.getByRole('button', { name: 'Close Quick Start' });
  if (await closeQuickStart.isVisible()) {
    await closeQuickStart.click();
    await closeQuickStart.waitFor({ state: 'hidden' });
  }
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
