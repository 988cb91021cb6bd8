import { describe, expect, test } from 'vitest';
import { apiAs, ok, TEST_PASSWORD, uniqueEmail, verificationToken } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { logIn, storedToken, waitForPath } from './support/portal.ts';

const session = useBrowser();

// A fresh sign-up that never opens its verification mail, stops after each step and logs in again.
describe.sequential('an unfinished registration resumes where it stopped', () => {
  const email = uniqueEmail('resume');
  const company = `Resume Company ${Date.now()}`;
  const organization = `Resume Org ${Date.now()}`;

  /** Logs in afresh, as after closing the browser: the tab's registration session is gone. */
  async function logInAgain(): Promise<void> {
    const { page } = session;
    await page.evaluate(() => window.sessionStorage.clear());
    await logIn(page, email, TEST_PASSWORD);
    await waitForPath(page, '/signup');
  }

  test('an unverified address is not called verified on the first step', async () => {
    await ok(
      apiAs().POST('/register', {
        body: {
          firstname: 'Rhea',
          lastname: 'Resume',
          email,
          password: TEST_PASSWORD,
          confirmpassword: TEST_PASSWORD,
        },
      }),
    );
    const { page } = session;
    await logIn(page, email, TEST_PASSWORD);
    await waitForPath(page, '/signup');
    await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
    expect(await page.getByText(`Your email address ${email} is not verified yet`).count()).toBe(1);
    expect(await page.getByText(`Your email address ${email} is verified`).count()).toBe(0);
    await page.getByLabel('Company name', { exact: true }).fill(company);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Create your first organization' }).waitFor();
  });

  test('logging in again after step 1 resumes at step 2, the company kept', async () => {
    const { page } = session;
    await logInAgain();
    await page.getByRole('heading', { name: 'Create your first organization' }).waitFor();
    expect(await page.locator('.step-count').textContent()).toBe('Step 2 of 3');
    await page.getByLabel('Organization name', { exact: true }).fill(organization);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Add your first property' }).waitFor();
  });

  test('logging in again after step 2 resumes at step 3 and finishes with one organization', async () => {
    const { page } = session;
    await logInAgain();
    await page.getByRole('heading', { name: 'Add your first property' }).waitFor();
    expect(await page.locator('.step-count').textContent()).toBe('Step 3 of 3');
    await page.getByLabel('Property name', { exact: true }).fill('Resume Shop');
    await page.getByLabel('Website address', { exact: true }).fill('www.resume-shop.example');
    await page.getByRole('button', { name: 'Finish registration' }).click();
    await waitForPath(page, '/home/welcome');
    const organizations = (await ok(apiAs(await storedToken(page)).GET('/organizations'))).response;
    expect(organizations.map((o) => [o.orgname, o.properties.map((p) => p.property_name)])).toEqual([
      [organization, ['Resume Shop']],
    ]);
    const saved = (await ok(apiAs(await storedToken(page)).GET('/company'))).response;
    expect(saved.company_name).toBe(company);
  });

  test('the verification link opened while logged in verifies and stays in the portal; used again, it says so plainly', async () => {
    const { page } = session;
    const link = `/verify-email/${encodeURIComponent(await verificationToken(email))}`;
    await page.goto(link);
    await waitForPath(page, '/home/welcome');
    await page.getByRole('status').filter({ hasText: 'Your email is verified.' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Log in', exact: true }).count()).toBe(0);

    await page.goto(link);
    await page.getByRole('heading', { name: 'We could not verify your email' }).waitFor();
    await page.getByText('This verification link is invalid or has expired.', { exact: true }).waitFor();
    expect(await page.getByText(/Token is unknown/).count()).toBe(0);
  });
});
