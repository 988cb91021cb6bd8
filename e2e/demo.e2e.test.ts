import { describe, expect, test } from 'vitest';
import { DEMO, logInByApi } from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import {
  card,
  logIn,
  propertyNames,
  signOut,
  stored,
  submitLogin,
  waitForPath,
  waitForWelcome,
} from './support/portal.ts';

const session = useBrowser();

const OWNER = { email: DEMO.owner, password: DEMO.password, firstname: 'Olivia' };

// Each test has its own browser context; the demo owner is only read.
describe('the demo company', () => {
  test('a wrong password shows "Incorrect email or password" and stays on the login page', async () => {
    const { page } = session;
    await logIn(page, OWNER.email, 'Not-The-Password-1');
    const alert = page.getByRole('alert').filter({ hasText: 'Incorrect email or password' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await stored(page, 'pp.token')).toBeNull();
    await shot(page, 'demo-1-wrong-password');
  });

  test('the demo owner logs in and sees Demo Retail, Demo Health and their properties', async () => {
    const { page } = session;
    await logIn(page, OWNER.email, OWNER.password);
    await waitForWelcome(page, OWNER.firstname);
    await card(page, 'Demo Retail').waitFor();
    await card(page, 'Demo Health').waitFor();
    expect((await propertyNames(page, 'Demo Retail')).sort()).toEqual(['Demo Blog', 'Demo Store']);
    expect(await propertyNames(page, 'Demo Health')).toEqual(['Demo Clinic']);
    expect(await page.locator('.app-header-name').textContent()).toBe('Olivia Owner');
    await shot(page, 'demo-2-welcome');
  });

  test('an unknown route lands on the welcome page', async () => {
    const { page } = session;
    await session.signIn(await logInByApi(OWNER.email, OWNER.password));
    await page.goto('/no/such/page');
    await waitForWelcome(page, OWNER.firstname);
    await card(page, 'Demo Retail').waitFor();
  });

  test('an anonymous visit to the welcome page goes to /login, and back there after the login', async () => {
    const { page } = session;
    // Logged in, then out through /signout: the visit after it is anonymous.
    await session.signIn(await logInByApi(OWNER.email, OWNER.password));
    await signOut(page);
    expect(await stored(page, 'pp.token')).toBeNull();
    await page.goto('/home/welcome?from=e2e#top');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();

    await submitLogin(page, OWNER.email, OWNER.password);
    // The remembered URL, with the selected pair added (every logged-in link carries oid and pid).
    await page.waitForURL(
      (url) => url.pathname === '/home/welcome' && url.searchParams.has('oid') && url.searchParams.has('pid'),
    );
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('e2e');
    expect(url.hash).toBe('#top');
    await waitForWelcome(page, OWNER.firstname);
    await card(page, 'Demo Health').waitFor();
  });

  test('the API docs page loads', async () => {
    const { page } = session;
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: /^Privacy Portal API/ }).waitFor();
    // The operations are listed, e.g. the login the portal itself uses.
    await page
      .locator('.opblock-summary-path', { hasText: /^\/login$/ })
      .first()
      .waitFor();
    await shot(page, 'demo-3-api-docs');
  });
});
