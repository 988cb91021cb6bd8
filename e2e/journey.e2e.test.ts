import { describe, expect, test } from 'vitest';
import { apiAs, createAccount, ok, TEST_PASSWORD, uniqueEmail } from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import {
  acceptTerms,
  card,
  propertyNames,
  stored,
  storedToken,
  submitLogin,
  switchProperty,
  waitForPath,
  waitForWelcome,
} from './support/portal.ts';

const session = useBrowser();

async function storedPair(): Promise<{ oid: number; pid: number }> {
  return JSON.parse((await stored(session.page, 'pp.selection')) ?? 'null') as { oid: number; pid: number };
}

/** Idle delays shortened to seconds through the portal's configuration (docs/modules/shell.md, the idle machine). */
const SHORT_IDLE = JSON.stringify({ inactivity: 3000, warning: 4000 });

/** The analytics dashboard, opened by its address. */
async function openDashboard(): Promise<void> {
  await session.page.goto('/home/dashboard/analytics');
  await session.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** The idle warning dialog. */
function idleWarning() {
  const { page } = session;
  return page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'inactive' });
}

// One user's story from the sign-up form to a second login: one test, its steps in order.
describe('a new user signs up and comes back', () => {
  test('signs up, follows the mailed link, registers, accepts the terms, logs out and in again', async () => {
    const { page } = session;
    const user = {
      firstname: 'Jana',
      lastname: 'Journey',
      email: uniqueEmail('journey'),
      company: 'Journey Widgets Ltd',
      organization: 'Journey Web Shop',
      property: 'Journey Storefront',
    };
    // A fresh sign-up is refused nothing: no call answers 401 from the form to the welcome page.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(`${response.request().method()} ${response.url()}`);
    });

    // 1. Signs up at /signup and is asked to check the inbox.
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('First name', { exact: true }).fill(user.firstname);
    await page.getByLabel('Last name', { exact: true }).fill(user.lastname);
    await page.getByLabel('Work email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(TEST_PASSWORD);
    await shot(page, 'journey-1-signup');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await page.locator('main strong').textContent()).toBe(user.email);
    await shot(page, 'journey-2-check-inbox');

    // 2. Follows the verification link from the dev mailbox to the registration step.
    await page.goto('/dev/mailbox');
    const mail = page.locator('article').filter({ hasText: user.email });
    await mail.waitFor();
    expect(await mail.locator('header strong').textContent()).toBe(
      'Verify your email address for Privacy Portal',
    );
    await shot(page, 'journey-3-mailbox');
    const link = mail.getByRole('link').first();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${session.baseUrl}/verify-email/[^/?]+$`));
    await link.click();

    const url = await waitForPath(page, '/signup');
    await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
    expect(url.searchParams.get('step')).toBe('required');
    expect(url.searchParams.get('email')).toBe(user.email);
    expect(await page.getByText(`Your email address ${user.email} is verified`).count()).toBe(1);
    expect(await page.locator('.step-count').textContent()).toBe('Step 1 of 3');
    await shot(page, 'journey-4-registration-company');

    // 3. Registers company, organization and property and lands on the welcome page.
    await page.getByLabel('Company name', { exact: true }).fill(user.company);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Create your first organization' }).waitFor();
    expect(await page.locator('.step-count').textContent()).toBe('Step 2 of 3');
    await page.getByLabel('Organization name', { exact: true }).fill(user.organization);
    await shot(page, 'journey-5-registration-organization');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Add your first property' }).waitFor();
    expect(await page.locator('.step-count').textContent()).toBe('Step 3 of 3');
    await page.getByLabel('Property name', { exact: true }).fill(user.property);
    // Typed without a scheme, as many people do: the portal adds https://.
    await page.getByLabel('Website address', { exact: true }).fill('www.journey-shop.example');
    await shot(page, 'journey-6-registration-property');
    await page.getByRole('button', { name: 'Finish registration' }).click();

    // 4. A new user first meets the terms dialog on the welcome page.
    await waitForPath(page, '/home/welcome');
    await acceptTerms(page);
    // Focus goes to the page after 'I Agree', not to <body>.
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    await waitForWelcome(page, user.firstname);
    const organization = card(page, user.organization);
    await organization.waitFor();
    expect(await propertyNames(page, user.organization)).toEqual([user.property]);
    expect(await organization.getByRole('link').getAttribute('href')).toBe(
      'https://www.journey-shop.example',
    );
    expect(await page.locator('.app-header-name').textContent()).toBe(`${user.firstname} ${user.lastname}`);
    await shot(page, 'journey-7-welcome');
    expect(refused).toEqual([]);

    // 5. Logs out, logs in again with the same credentials and is back on the welcome page.
    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('status').filter({ hasText: 'You have logged out.' }).waitFor();
    expect(await stored(page, 'pp.token')).toBeNull();

    await submitLogin(page, user.email, TEST_PASSWORD);
    await waitForWelcome(page, user.firstname);
    expect(await propertyNames(page, user.organization)).toEqual([user.property]);
    await shot(page, 'journey-8-welcome-again');

    // 6. The terms were recorded: after the new login no dialog asks again.
    const me = (await ok(apiAs(await storedToken(page)).GET('/user'))).response;
    expect(me.is_accept_terms_and_conditions).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Terms and Conditions' }).count()).toBe(0);
  });
});

// What a registered user does next: each test with its own new account and browser.
describe('a registered user', () => {
  test('adds a second property with the set-up wizard, which selects it', async () => {
    const { page } = session;
    const { account, token } = await createAccount('journey-wizard');
    const secondProperty = 'Journey Blog';
    await session.signIn(token);
    await page.goto('/setupwizard');
    await page.getByRole('heading', { level: 1, name: 'Set up your account' }).waitFor();
    const step = page.getByRole('region', { name: 'A property', exact: true });
    await step.waitFor();
    await step.getByLabel(/^Property name\*?$/).fill(secondProperty);
    await step.getByLabel(/^Website address\*?$/).fill('blog.journey-shop.example');
    await shot(page, 'journey-9-setup-wizard');
    await step.getByRole('button', { name: 'Create property' }).click();
    await page.getByRole('region', { name: 'You are all set', exact: true }).waitFor();

    const organizations = (await ok(apiAs(await storedToken(page)).GET('/organizations'))).response;
    const org = organizations.find((o) => o.orgname === account.organization);
    const blog = org?.properties.find((p) => p.property_name === secondProperty);
    expect(blog).toBeDefined();
    expect(await storedPair()).toEqual({ oid: org?.id, pid: blog?.property_id });
  });

  test('switches property in the header: the pair, the link and the stored choice change', async () => {
    const { page } = session;
    const { account, token, oid } = await createAccount('journey-switch');
    const second = 'Journey Blog';
    await ok(
      apiAs(token).POST('/property/{orgId}', {
        params: { path: { orgId: oid } },
        body: { property_name: second, url: 'https://blog.journey-shop.example' },
      }),
    );
    await session.signIn(token);
    await openDashboard();
    await page.waitForFunction(() => window.localStorage.getItem('pp.selection') !== null);
    const before = await storedPair();
    const organizations = (await ok(apiAs(token).GET('/organizations'))).response;
    const other = organizations
      .find((o) => o.id === oid)
      ?.properties.find((p) => p.property_id !== before.pid);
    if (!other) throw new Error(`${account.organization} has no second property`);
    await switchProperty(page, other.property_name);
    await page.waitForURL((url) => url.searchParams.get('pid') !== String(before.pid));
    const after = await storedPair();
    expect(after.oid).toBe(before.oid);
    expect(after.pid).not.toBe(before.pid);
    expect(after.pid).toBe(other.property_id);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/home/dashboard/analytics');
    expect(url.searchParams.get('pid')).toBe(String(after.pid));
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Organization/ })
        .textContent(),
    ).toContain(other.property_name);
    await shot(page, 'journey-10-switched');
  });

  test('reads and clears notifications', async () => {
    const { page } = session;
    const { token } = await createAccount('journey-notify');
    // A real event: a password change notifies its owner (the current session stays).
    await ok(
      apiAs(token).POST('/password/change', {
        body: {
          current_password: TEST_PASSWORD,
          new_password: 'Journey-Passw0rd-2',
          confirm_password: 'Journey-Passw0rd-2',
        },
      }),
    );
    await session.signIn(token);
    await openDashboard();
    const bell = page.getByRole('button', { name: 'Notifications, 1 new' });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('listitem').filter({ hasText: 'Your password was changed' });
    await item.waitFor();
    await shot(page, 'journey-11-notifications');
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await item.getByRole('button', { name: 'Mark as unread' }).waitFor();
    await item.getByRole('button', { name: 'Clear' }).click();
    await item.waitFor({ state: 'detached' });
    const page1 = (
      await ok(apiAs(token).GET('/notification', { params: { query: { limit: 5, offset: 0 } } }))
    ).response;
    expect(page1).toMatchObject({ total: 0, new_count: 0 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  });

  test('the quick-start guide refuses a step out of order', async () => {
    const { page } = session;
    await session.signIn((await createAccount('journey-quickstart')).token);
    await openDashboard();
    const guide = page.getByRole('region', { name: 'Quick Start', exact: true });
    // The registration made company, organization and property: Getting Started is complete.
    await guide.getByRole('button', { name: /^Getting Started.*\(3 of 3 completed\)$/ }).waitFor();
    // The next section opens; its second link needs the first (the subscription) done.
    await guide.getByRole('button', { name: 'Assign property to cookie consent subscription' }).click();
    await guide.getByText('Please complete the previous steps').waitFor();
    await shot(page, 'journey-12-quick-start-order');
  });

  test('warns after inactivity, keeps the session on request, then times out to /login', async () => {
    const { page } = session;
    // Delays come from configuration; shortened here to seconds.
    await session.signIn((await createAccount('journey-idle')).token, { 'pp.idle': SHORT_IDLE });
    await openDashboard();
    const warning = idleWarning();
    await warning.waitFor({ timeout: 10_000 });
    await shot(page, 'journey-13-idle-warning');
    await warning.getByRole('button', { name: 'Keep me logged in' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/home/dashboard/analytics');

    await warning.waitFor({ timeout: 10_000 });
    await waitForPath(page, '/login');
    expect(await stored(page, 'pp.token')).toBeNull();
    expect(await stored(page, 'pp.selection')).toBeNull();
  });

  test('after an idle timeout, logging in again returns to the page where the session ended', async () => {
    const { page } = session;
    const { account, token } = await createAccount('journey-return');
    await session.signIn(token, { 'pp.idle': JSON.stringify({ inactivity: 1000, warning: 1000 }) });
    await openDashboard();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    await submitLogin(page, account.email, account.password);
    // Back where the session ended.
    await waitForPath(page, '/home/dashboard/analytics');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  test('logs out from the user menu', async () => {
    const { page } = session;
    const { account, token } = await createAccount('journey-logout');
    await session.signIn(token);
    await openDashboard();
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(account.firstname) })
      .click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await waitForPath(page, '/login');
    expect(await stored(page, 'pp.token')).toBeNull();
  });
});
