import { describe, expect, test } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import {
  organizationCard,
  propertyNames,
  submitLogin,
  waitForPath,
  waitForWelcome,
} from './support/portal.ts';

const session = useBrowser();

const user = {
  firstname: 'Jana',
  lastname: 'Journey',
  email: uniqueEmail('journey'),
  company: 'Journey Widgets Ltd',
  organization: 'Journey Web Shop',
  property: 'Journey Storefront',
};

// The steps build on each other: one new user from the sign-up form to a second login.
describe.sequential('a new user signs up and comes back', () => {
  test('signs up at /signup and is asked to check the inbox', async () => {
    const { page } = session;
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
  });

  test('follows the verification link from the dev mailbox to the registration step', async () => {
    const { page } = session;
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
  });

  test('registers company, organization and property and lands on the welcome page', async () => {
    const { page } = session;
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

    await waitForWelcome(page, user.firstname);
    const card = organizationCard(page, user.organization);
    await card.waitFor();
    expect(await propertyNames(page, user.organization)).toEqual([user.property]);
    expect(await card.getByRole('link').getAttribute('href')).toBe('https://www.journey-shop.example');
    expect(await page.locator('.app-header-name').textContent()).toBe(`${user.firstname} ${user.lastname}`);
    await shot(page, 'journey-7-welcome');
  });

  test('logs out, logs in again with the same credentials and is back on the welcome page', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('status').filter({ hasText: 'You have logged out.' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('pp.token'))).toBeNull();

    await submitLogin(page, user.email, TEST_PASSWORD);
    await waitForWelcome(page, user.firstname);
    expect(await propertyNames(page, user.organization)).toEqual([user.property]);
    await shot(page, 'journey-8-welcome-again');
  });
});
