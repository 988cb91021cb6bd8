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

/** A card of the page, e.g. an organization's on the welcome page: a region named by its heading. */
export function card(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** What the portal keeps in localStorage under `key` ('pp.token', 'pp.selection'); null when nothing. */
export function stored(page: Page, key: 'pp.token' | 'pp.selection'): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** The login token the portal holds, for API calls as its user (also once two-factor is on). */
export async function storedToken(page: Page): Promise<string> {
  const token = await stored(page, 'pp.token');
  if (!token) throw new Error('The portal holds no login token');
  return token;
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

/**
 * The terms dialog as a user meets it: the box and I Agree stay disabled until the terms are scrolled
 * to the end; ticking enables I Agree; agreeing closes the dialog.
 */
export async function acceptTerms(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await dialog.waitFor();
  const box = dialog.getByRole('checkbox');
  const agree = dialog.getByRole('button', { name: 'I Agree' });
  if (!(await box.isDisabled())) throw new Error('The accept box is enabled before the terms were read');
  if (!(await agree.isDisabled())) throw new Error('I Agree is enabled before the box is ticked');
  const text = dialog.getByRole('region', { name: 'Terms and conditions text' });
  await text.hover();
  // Scrolled the way a reader does, with the wheel, until the end.
  for (let i = 0; i < 40 && (await box.isDisabled()); i += 1) await page.mouse.wheel(0, 600);
  // The box is react-aria's visually hidden input: the user clicks its label.
  await dialog.getByText('I have read and agree to the Terms and Conditions').click();
  if (!(await box.isChecked())) throw new Error('The accept box did not tick');
  await agree.click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The header's organization/property switcher: opens it and picks `property`. */
export async function switchProperty(page: Page, property: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Organization/ })
    .click();
  await page.getByRole('menuitemradio', { name: property }).click();
}
