import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  apiAs,
  createAccount,
  DEMO,
  inviteMember,
  logInByApi,
  mailedLink,
  ok,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  verificationToken,
} from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import { logIn, waitForPath } from './support/portal.ts';

const session = useBrowser();

/** The demo owner, logged in in this test's browser (read only); answers the token. */
async function asDemoOwner(): Promise<string> {
  const token = await logInByApi(DEMO.owner, DEMO.password);
  await session.signIn(token);
  return token;
}

// Each test has its own browser context; the demo company is only read, and the test that changes
// a role does it in a company of its own.
describe('the application shell', () => {
  test('a 403 answer shows the unauthorized dialog with the server text, then the error page', async () => {
    const { page } = session;
    // A new company with a Company Administrator, who opens the company form; meanwhile the owner
    // makes them view-only.
    const owner = await createAccount('shell-403');
    const admin = await inviteMember(owner.token, 'Company Administrator');
    await session.signIn(admin.token);
    await page.goto('/settings/company');
    const save = page.getByRole('button', { name: 'Save company details' });
    await save.waitFor();
    await ok(
      apiAs(owner.token).PUT('/team_member/{userId}', {
        params: { path: { userId: admin.uid } },
        body: { role: 'Organization View only', organization_ids: [owner.oid] },
      }),
    );
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/company') && r.request().method() === 'PUT',
    );
    await save.click();
    const refused = await answer;
    expect(refused.status()).toBe(403);
    const { error } = (await refused.json()) as { error: { message: string } };
    const dialog = page.getByRole('alertdialog', { name: 'Unauthorized Access Detected' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(error.message);
    await shot(page, 'shell-403-dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await waitForPath(page, '/error/errorpage', '?statuscode=403');
    await page.getByRole('link', { name: 'Back To Home' }).waitFor();
  });

  test('a licence guard sends the user to the dashboard, where the no-plan popup names the missing product', async () => {
    const { page } = session;
    const token = await asDemoOwner();
    const organizations = (await ok(apiAs(token).GET('/organizations'))).response;
    const retail = organizations.find((o) => o.orgname === 'Demo Retail');
    const store = retail?.properties.find((p) => p.property_name === 'Demo Store');
    if (!retail || !store) throw new Error('The demo company has no Demo Store in Demo Retail');
    // The demo company holds DSAR and Cookie Consent but no Consent Preference plan anywhere.
    await page.goto(`/consent-preference/consent-records?oid=${retail.id}&pid=${store.property_id}`);
    await page.waitForURL(
      (url) =>
        url.pathname === '/home/dashboard/analytics' &&
        url.searchParams.get('pid') === String(store.property_id),
    );
    // The popup opens about 2 s after the dashboard loads (calls-billing-spec §4). The company pays for
    // other products: it is told it has no plan of this one, not that it has no plan at all.
    const popup = page.getByRole('dialog', { name: 'Choose a plan' });
    await popup.waitFor({ timeout: 10_000 });
    expect(await popup.textContent()).toContain(
      "You don't have an active Consent Preference plan, please choose a new plan below",
    );
    expect(await popup.textContent()).not.toContain("You don't have an active plan");
    // Step 1 offers the product the guard asked for.
    const starter = popup
      .getByRole('list', { name: 'Product plans' })
      .getByRole('article', { name: 'Starter' });
    expect(await starter.textContent()).toContain('Consent Preference');
    await shot(page, 'shell-no-plan-popup');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    await waitForPath(page, '/home/dashboard/analytics');
  });

  test('an unknown route lands on /home/welcome', async () => {
    const { page } = session;
    await asDemoOwner();
    await page.goto('/this/route/does/not/exist');
    await waitForPath(page, '/home/welcome');
  });

  test('a window 390 px wide shows only the mobile notice', async () => {
    const { page } = session;
    await asDemoOwner();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home/dashboard/analytics');
    await page.getByRole('heading', { name: 'Mobile view is not supported' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible()).toBe(false);
    await shot(page, 'shell-mobile-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  test('from 768 to 1024 px wide the header keeps the switcher readable, beside the Products button', async () => {
    const { page } = session;
    await asDemoOwner();
    // The Quick Start panel stays closed: only the header is measured.
    await session.context.addInitScript(() => window.sessionStorage.setItem('pp.quickstart.closed', 'true'));
    await page.goto('/home/dashboard/analytics');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const banner = page.getByRole('banner');
    const switcher = banner.getByRole('button', { name: /^Organization / });
    const products = banner.getByRole('button', { name: 'Products' });
    for (const width of [768, 900, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const box = await switcher.boundingBox();
      const next = await products.boundingBox();
      expect(box?.width, `switcher width at ${width} px`).toBeGreaterThanOrEqual(160);
      // Nothing of the switcher lies under the Products button, and nothing is cut off at the right.
      expect((box?.x ?? 0) + (box?.width ?? 0), `switcher end at ${width} px`).toBeLessThanOrEqual(
        next?.x ?? 0,
      );
      expect(
        await banner.evaluate((header) => header.scrollWidth <= header.clientWidth),
        `header fits at ${width} px`,
      ).toBe(true);
      expect(await banner.getByRole('link', { name: 'Privacy Portal' }).count()).toBe(1);
      await shot(page, `shell-header-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('the help panel searches the help centre', async () => {
    const { page } = session;
    await asDemoOwner();
    await page.goto('/home/dashboard/analytics');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: /Help/ }).click();
    const search = page.getByRole('searchbox', { name: 'Search help articles' });
    await search.fill('cookie');
    await page
      .getByRole('button', { name: /cookie/i })
      .first()
      .waitFor();
    await search.fill('zzzz-nothing-matches');
    await page.getByText('We couldn’t find anything matching with your search.').waitFor();
    await page.keyboard.press('Escape');
  });

  test('the header popups load on first use and open at once by keyboard and by hover', async () => {
    const { page } = session;
    await page.goto('/signout');
    await waitForPath(page, '/login');
    await logIn(page, DEMO.owner, DEMO.password);
    await waitForPath(page, '/home/welcome');
    // A fresh load: the triggers are drawn, the popups' code is not there yet.
    await page.goto('/settings');
    const banner = page.getByRole('banner');
    const products = banner.getByRole('button', { name: 'Products' });
    await products.focus();
    await page.keyboard.press('Enter');
    // Opened with the focus on the first product, as the menu itself does for Enter.
    // The menu's code loads on this first use: on a loaded machine that can take more than a second.
    await expect.poll(() => page.getByRole('menu').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), { timeout: 10_000 })
      .toBe('menuitem');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Products');
    // The switcher opens when pointed at, the first time too.
    await banner.getByRole('button', { name: /^Organization / }).hover();
    await page.getByRole('menuitemradio', { name: 'Demo Store' }).waitFor();
    await page.mouse.move(640, 700);
  });
});

/** A phone's window: an iPhone SE's 375×667. */
const PHONE = { width: 375, height: 667 } as const;

/**
 * What a visitor on a phone must get: the page itself, not the staff portal's notice; nothing wider
 * than the window (no sideways scrolling); every text field across the page's column (at least three
 * quarters of the window, the rest being the page's and the card's margins).
 */
async function expectPhoneFit(page: Page, name: string): Promise<void> {
  expect(await page.getByRole('heading', { name: 'Mobile view is not supported' }).count(), name).toBe(0);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${name}: page width`).toBeLessThanOrEqual(clientWidth);
  const widths = await page
    .locator('input:visible:not([type=radio]):not([type=checkbox]):not([type=file]), textarea:visible')
    .evaluateAll((fields) => fields.map((field) => Math.round(field.getBoundingClientRect().width)));
  expect(widths.length, `${name}: text fields`).toBeGreaterThan(0);
  for (const width of widths)
    expect(width, `${name}: a field's width`).toBeGreaterThanOrEqual(PHONE.width * 0.75);
  await shot(page, `phone-${name}`);
}

// Pages for data subjects and the landing pages of e-mailed links are outside the staff portal:
// they work on a phone (the mobile notice is the staff portal's only).
describe('on a phone, 375 px wide', () => {
  test('the mailed verification link opens the registration, usable at that width', async () => {
    const { page } = session;
    const email = uniqueEmail('phone-verify');
    await signUp({
      firstname: 'Pia',
      lastname: 'Phone',
      email,
      password: TEST_PASSWORD,
      confirmpassword: TEST_PASSWORD,
    });
    await page.setViewportSize(PHONE);
    await page.goto(`/verify-email/${encodeURIComponent(await verificationToken(email))}`);
    await waitForPath(page, '/signup');
    await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
    await page.getByLabel('Company name', { exact: true }).waitFor();
    await expectPhoneFit(page, 'registration');
  });

  test('the mailed password-reset link opens its form, usable at that width', async () => {
    const { page } = session;
    const { account } = await createAccount('phone-reset');
    await ok(apiAs().POST('/password/forgot', { body: { email: account.email } }));
    const link = await mailedLink(account.email);
    await page.setViewportSize(PHONE);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectPhoneFit(page, 'reset-password');
  });

  test('the hosted request form and the consent-preference page show themselves', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/privacy-request/demo-retail-privacy');
    await page.getByRole('heading', { level: 1, name: 'Data Subject Request' }).waitFor();
    await page.getByRole('textbox', { name: 'Email address', exact: true }).waitFor();
    await expectPhoneFit(page, 'request-form');
    await page.goto('/consent-preference/verify');
    await page.getByRole('heading', { level: 1, name: 'Consent Verification' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Mobile view is not supported' }).count()).toBe(0);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await shot(page, 'phone-consent-preference');
  });
});

// Screenshots of the main pages in both themes, for a reviewer (screenshots/ is git-ignored).
const PAGES = (organizationId: number): ReadonlyArray<[string, string]> => [
  ['welcome', '/home/welcome'],
  ['analytics', '/home/dashboard/analytics'],
  ['settings', '/settings'],
  ['company', '/settings/company'],
  ['organizations', '/settings/organizations'],
  ['organization-details', `/settings/organizations/details/${organizationId}`],
  ['team', '/settings/team'],
  ['user-preferences', '/userprofile'],
  ['setup-wizard', '/setupwizard'],
  ['module-ropa', '/ropa/activity'],
  ['not-found', '/404page'],
  ['public-dsar', '/dsar'],
  ['public-help', '/gethelp'],
  ['billing-pricing', '/settings/billing/pricing'],
  ['billing-manage', '/settings/billing/manage'],
  ['billing-cart', '/settings/billing/cart'],
  ['billing-plans', '/plans'],
  ['billing-licence-history', '/licensehistory'],
  ['public-pricing', '/pricing'],
];

/**
 * Opens every page and screenshots it, checking that `theme` is applied. The first page loads the
 * app; the others are reached as a link click reaches them (the app is not reloaded for each), and
 * each is shot once it has nothing left loading (no busy region, no spinner).
 */
async function shootPages(theme: 'light' | 'dark', organizationId: number): Promise<void> {
  const { page } = session;
  for (const [index, [name, path]] of PAGES(organizationId).entries()) {
    if (index === 0) {
      await page.goto(path);
    } else {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    }
    await page.waitForURL((url) => url.pathname === path);
    await page.locator('h1').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    await page.waitForFunction(
      () => !document.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])'),
    );
    await shot(page, `theme-${theme}-${name}`);
  }
}

describe('screenshots of the main pages in both themes', () => {
  test('light, as the demo owner (whose theme is the default, light)', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    await shot(page, 'theme-light-login');
    await logIn(page, DEMO.owner, DEMO.password);
    await waitForPath(page, '/home/welcome');
    await shootPages('light', 1);
  });

  test('dark, as the owner of a new company who chose the dark theme', async () => {
    // The theme is saved on the account: a new account's, so the demo owner is only read.
    const { token, oid } = await createAccount('shell-dark');
    await ok(apiAs(token).POST('/user', { body: { theme: 'dark' } }));
    await session.signIn(token);
    // The Quick Start panel of a new account is closed, as its user would close it, so it covers nothing.
    await session.context.addInitScript(() => window.sessionStorage.setItem('pp.quickstart.closed', 'true'));
    await shootPages('dark', oid);
  });
});
