import type { Page } from 'playwright-core';

/** Resolves once the page's path is `pathname` (and, when given, its query is `search`). */
export async function waitForPath(page: Page, pathname: string, search?: string): Promise<URL> {
  await page.waitForURL(
    (url) => url.pathname === pathname && (search === undefined || url.search === search),
  );
  return new URL(page.url());
}

/** Fills the login form the way a user does and presses "Log in"; does not wait for what follows. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Opens /login and logs in; does not wait for what follows. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
  await submitLogin(page, email, password);
}

/** Waits for the welcome page to show the user's first name and their organizations. */
export async function waitForWelcome(page: Page, firstname: string): Promise<void> {
  await waitForPath(page, '/home/welcome');
  await page.getByRole('heading', { name: `Welcome, ${firstname}`, exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Your organizations', exact: true }).waitFor();
}

/** The organization's card on the welcome page (a region named by its heading). */
export function organizationCard(page: Page, orgname: string) {
  return page.getByRole('region', { name: orgname, exact: true });
}

/** Names of the properties listed on an organization's card, in order. */
export async function propertyNames(page: Page, orgname: string): Promise<string[]> {
  const list = page.getByRole('list', { name: `Properties of ${orgname}`, exact: true });
  await list.waitFor();
  return list.locator('.property-name').allTextContents();
}

/** Ends the session through /signout, as the app's own link does, and waits for the login page. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/signout');
  await waitForPath(page, '/login');
  await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
}
