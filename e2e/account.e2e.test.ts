import { randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type Account, apiAs, createAccount, ok } from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import { card, logIn, signOut, stored, storedToken, waitForPath } from './support/portal.ts';

const session = useBrowser();

/**
 * The form control labelled `label`. The ui library puts an aria-hidden "*" in the labels of required
 * fields, which getByLabel's exact match would count, so the star is allowed here.
 */
function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

async function openPreferences(): Promise<void> {
  const { page } = session;
  await page.goto('/userprofile');
  await page.getByRole('heading', { level: 1, name: 'User Preferences' }).waitFor();
  await field(card(session.page, 'Profile'), 'First name').waitFor();
}

/** A new account, logged in in this test's browser. */
async function freshAccount(): Promise<Account> {
  const { account, token } = await createAccount('account');
  await session.signIn(token);
  return account;
}

/** The set-up wizard, opened and walked back from its first open step to the company step. */
async function wizardAtCompanyStep(): Promise<void> {
  const { page } = session;
  await page.goto('/setupwizard');
  await page.getByRole('heading', { level: 1, name: 'Set up your account' }).waitFor();
  // The registration already made the company and an organization.
  await card(session.page, 'A property').waitFor();
  const steps = page.getByRole('list', { name: 'Set-up steps' });
  expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Property');

  await card(session.page, 'A property').getByRole('button', { name: 'Back' }).click();
  await card(session.page, 'An organization').getByRole('button', { name: 'Back' }).click();
  await card(session.page, 'Your company').waitFor();
}

// Each test has its own new account and browser context.
describe('user preferences and the set-up wizard', () => {
  const suffix = randomBytes(3).toString('hex');
  const renamed = { firstname: 'Rowan', lastname: `Renamed ${suffix}` };
  const newPassword = `New-Passw0rd-${suffix}`;

  test('logs in and opens User Preferences with the account filled in', async () => {
    const { page } = session;
    const { account } = await createAccount('account');
    await logIn(page, account.email, account.password);
    await waitForPath(page, '/home/welcome');
    await openPreferences();
    const profile = card(session.page, 'Profile');
    expect(await field(profile, 'First name').inputValue()).toBe(account.firstname);
    expect(await field(profile, 'Last name').inputValue()).toBe(account.lastname);
    expect(await field(profile, 'Email').inputValue()).toBe(account.email);
    expect(await field(profile, 'Email').getAttribute('readonly')).not.toBeNull();
    await shot(page, 'account-1-preferences');
  });

  test('a blank first name is refused next to the field; a new name is saved and survives a reload', async () => {
    const { page } = session;
    await freshAccount();
    await openPreferences();
    const profile = card(session.page, 'Profile');
    await field(profile, 'First name').fill('  ');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText('Enter your first name.').waitFor();

    await field(profile, 'First name').fill(renamed.firstname);
    await field(profile, 'Last name').fill(renamed.lastname);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByRole('status').filter({ hasText: 'Your name was saved.' }).waitFor();
    await shot(page, 'account-2-name-saved');

    await page.reload();
    await openPreferences();
    expect(await field(card(session.page, 'Profile'), 'First name').inputValue()).toBe(renamed.firstname);
    expect(await field(card(session.page, 'Profile'), 'Last name').inputValue()).toBe(renamed.lastname);
  });

  test('the dark theme is saved and applied to the page', async () => {
    const { page } = session;
    await freshAccount();
    await openPreferences();
    const theme = card(session.page, 'Theme');
    expect(await theme.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
    await theme.getByText('Dark', { exact: true }).click();
    await theme.getByRole('status').filter({ hasText: 'The dark theme is saved.' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await shot(page, 'account-3-dark-theme');

    await page.reload();
    await openPreferences();
    expect(await card(session.page, 'Theme').getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  });

  test('a wrong current password is marked on its field', async () => {
    await freshAccount();
    await openPreferences();
    const password = card(session.page, 'Password');
    await field(password, 'Current password').fill('Not-The-Passw0rd');
    await field(password, 'New password').fill(newPassword);
    await field(password, 'Confirm new password').fill(newPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Current password is incorrect.').waitFor();
    expect(await field(password, 'Current password').getAttribute('aria-invalid')).toBe('true');
  });

  test('changes the password, and the new one logs in', async () => {
    const { page } = session;
    const account = await freshAccount();
    await openPreferences();
    const password = card(session.page, 'Password');
    await field(password, 'Current password').fill(account.password);
    await field(password, 'New password').fill(newPassword);
    await field(password, 'Confirm new password').fill(newPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByRole('status').filter({ hasText: 'Your password was changed.' }).waitFor();
    expect(await password.getByText('Your other sessions were signed out').count()).toBe(1);
    await shot(page, 'account-4-password-changed');

    await expect(
      ok(apiAs().POST('/login', { body: { email: account.email, password: account.password } })),
    ).rejects.toThrow(/answered 401/);
    await signOut(page);
    await logIn(page, account.email, newPassword);
    await waitForPath(page, '/home/welcome');
  });

  test('sets up two-factor authentication with an authenticator code and sees the recovery codes', async () => {
    const { page } = session;
    const account = await freshAccount();
    await openPreferences();
    const twoFactor = card(session.page, 'Two-factor authentication');
    await twoFactor.getByText('Off', { exact: true }).waitFor();
    await twoFactor.getByRole('button', { name: 'Set up two-factor authentication' }).click();

    const qr = twoFactor.getByRole('img', { name: /QR code/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await twoFactor.locator('code').first().textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);

    await twoFactor.getByRole('button', { name: 'Verify and turn on' }).click();
    await twoFactor.getByText('Enter the 6-digit code your authenticator app shows.').waitFor();
    await field(twoFactor, 'Authentication code').fill(authenticator.generate(secret));
    await twoFactor.getByRole('button', { name: 'Verify and turn on' }).click();

    const codes = twoFactor.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await shot(page, 'account-5-recovery-codes');
    const done = twoFactor.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await twoFactor.getByText('I have saved these codes', { exact: true }).click();
    await done.click();
    await twoFactor.getByText('On', { exact: true }).waitFor();
    expect(await twoFactor.getByText('10 recovery codes left').count()).toBe(1);

    const login = await ok(
      apiAs().POST('/login', { body: { email: account.email, password: account.password } }),
    );
    expect(login.response.action).toBe('otpRequired');
  });

  test('the set-up wizard opens on the first step not done and lets the user go back', async () => {
    const { page } = session;
    await freshAccount();
    await wizardAtCompanyStep();
    const company = card(session.page, 'Your company');
    await company.waitFor();
    expect(await field(company, 'Company name').inputValue()).toMatch(/^E2E Company /);
    await shot(page, 'account-6-wizard-company');
  });

  test('the wizard saves the company, creates an organization and a property, and selects them', async () => {
    const { page } = session;
    const orgname = `Wizard Org ${suffix}`;
    const propertyName = `Wizard Site ${suffix}`;
    const account = await freshAccount();
    await wizardAtCompanyStep();

    const company = card(session.page, 'Your company');
    await field(company, 'City').fill('Lisbon');
    await field(company, 'Country').fill('Portugal');
    await field(company, 'Website').fill('not a website');
    await company.getByRole('button', { name: 'Save and continue' }).click();
    await company.getByText('Enter a website address like https://www.example.com.').waitFor();
    await field(company, 'Website').fill('www.wizard-company.example');
    await company.getByRole('button', { name: 'Save and continue' }).click();

    const organization = card(session.page, 'An organization');
    await organization.waitFor();
    expect(await field(organization, 'Country').inputValue()).toBe('Portugal');
    await organization.getByRole('button', { name: 'Create organization' }).click();
    await organization.getByText('Enter the organization name.').waitFor();
    // The registration's organization: the server refuses the duplicate name next to the field.
    await field(organization, 'Organization name').fill(account.organization);
    await organization.getByRole('button', { name: 'Create organization' }).click();
    await organization.getByText('Organization name is already used.').waitFor();
    await field(organization, 'Organization name').fill(orgname);
    await field(organization, 'Description').fill('Made by the set-up wizard test');
    await shot(page, 'account-7-wizard-organization');
    await organization.getByRole('button', { name: 'Create organization' }).click();

    const property = card(session.page, 'A property');
    await property.waitFor();
    expect(await property.getByRole('button', { name: /Organization/ }).textContent()).toContain(orgname);
    await field(property, 'Property name').fill(propertyName);
    await field(property, 'Website address').fill('www.wizard-site.example');
    await shot(page, 'account-8-wizard-property');
    await property.getByRole('button', { name: 'Create property' }).click();

    await card(session.page, 'You are all set').waitFor();
    await shot(page, 'account-9-wizard-done');

    // The portal's own token: the session the wizard ran in.
    const token = await storedToken(page);
    const saved = (await ok(apiAs(token).GET('/company'))).response;
    expect(saved).toMatchObject({
      city: 'Lisbon',
      country: 'Portugal',
      website: 'https://www.wizard-company.example',
    });
    const organizations = (await ok(apiAs(token).GET('/organizations'))).response;
    const created = organizations.find((o) => o.orgname === orgname);
    expect(created?.country).toBe('Portugal');
    expect(created?.properties.map((p) => p.url)).toEqual(['https://www.wizard-site.example']);
    const pid = created?.properties[0]?.property_id;

    const welcome = page.getByRole('link', { name: 'Go to the welcome page' });
    expect(await welcome.getAttribute('href')).toBe(`/home/welcome?oid=${created?.id}&pid=${pid}`);
    expect(await page.getByRole('link', { name: 'Open the analytics dashboard' }).getAttribute('href')).toBe(
      `/home/dashboard/analytics?oid=${created?.id}&pid=${pid}`,
    );
    expect(await stored(page, 'pp.selection')).toBe(JSON.stringify({ oid: created?.id, pid }));
    await welcome.click();
    await waitForPath(page, '/home/welcome');
  });
});
