import { describe, expect, test } from 'vitest';
import { apiAs, ok, signUp, TEST_PASSWORD, uniqueEmail, verificationToken } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { logIn, storedToken, waitForPath } from './support/portal.ts';

const session = useBrowser();

interface Unfinished {
  email: string;
  company: string;
  organization: string;
}

/**
 * A fresh sign-up that never opens its verification mail, with the first `steps` registration steps
 * (company, organization) done through the API. Answers its names.
 */
async function unfinishedSignUp(steps: 0 | 1 | 2): Promise<Unfinished> {
  const stamp = `${Date.now()}`;
  const made: Unfinished = {
    email: uniqueEmail('resume'),
    company: `Resume Company ${stamp}`,
    organization: `Resume Org ${stamp}`,
  };
  await signUp({
    firstname: 'Rhea',
    lastname: 'Resume',
    email: made.email,
    password: TEST_PASSWORD,
    confirmpassword: TEST_PASSWORD,
  });
  if (steps === 0) return made;
  const login = (await ok(apiAs().POST('/login', { body: { email: made.email, password: TEST_PASSWORD } })))
    .response;
  if (login.action !== 'required') throw new Error(`The login answered ${login.action}, not required`);
  const registration = apiAs(login.registration_token);
  const query = { email: made.email, userid: login.userID };
  await ok(
    registration.POST('/registration/company', { params: { query }, body: { company_name: made.company } }),
  );
  if (steps === 2) {
    await ok(
      registration.POST('/registration/organization', {
        params: { query },
        body: { orgname: made.organization },
      }),
    );
  }
  return made;
}

/** Logs in afresh, as after closing the browser, and lands on the registration step where it stopped. */
async function logInToResume(email: string): Promise<void> {
  const { page } = session;
  await logIn(page, email, TEST_PASSWORD);
  await waitForPath(page, '/signup');
}

/** Finishes step 3 in the browser: the property. */
async function finishWithProperty(): Promise<void> {
  const { page } = session;
  await page.getByRole('heading', { name: 'Add your first property' }).waitFor();
  expect(await page.locator('.step-count').textContent()).toBe('Step 3 of 3');
  await page.getByLabel('Property name', { exact: true }).fill('Resume Shop');
  await page.getByLabel('Website address', { exact: true }).fill('www.resume-shop.example');
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await waitForPath(page, '/home/welcome');
}

// Each test has its own unfinished sign-up, stopped after a step through the API, and its own browser.
describe('an unfinished registration resumes where it stopped', () => {
  test('an unverified address is not called verified on the first step', async () => {
    const { email, company } = await unfinishedSignUp(0);
    const { page } = session;
    await logInToResume(email);
    await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
    expect(await page.getByText(`Your email address ${email} is not verified yet`).count()).toBe(1);
    expect(await page.getByText(`Your email address ${email} is verified`).count()).toBe(0);
    await page.getByLabel('Company name', { exact: true }).fill(company);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Create your first organization' }).waitFor();
  });

  test('logging in again after step 1 resumes at step 2, the company kept', async () => {
    const { email, company, organization } = await unfinishedSignUp(1);
    const { page } = session;
    await logInToResume(email);
    await page.getByRole('heading', { name: 'Create your first organization' }).waitFor();
    expect(await page.locator('.step-count').textContent()).toBe('Step 2 of 3');
    await page.getByLabel('Organization name', { exact: true }).fill(organization);
    await page.getByRole('button', { name: 'Continue' }).click();
    await finishWithProperty();
    const saved = (await ok(apiAs(await storedToken(page)).GET('/company'))).response;
    expect(saved.company_name).toBe(company);
  });

  test('logging in again after step 2 resumes at step 3 and finishes with one organization', async () => {
    const { email, company, organization } = await unfinishedSignUp(2);
    const { page } = session;
    await logInToResume(email);
    await finishWithProperty();
    const organizations = (await ok(apiAs(await storedToken(page)).GET('/organizations'))).response;
    expect(organizations.map((o) => [o.orgname, o.properties.map((p) => p.property_name)])).toEqual([
      [organization, ['Resume Shop']],
    ]);
    const saved = (await ok(apiAs(await storedToken(page)).GET('/company'))).response;
    expect(saved.company_name).toBe(company);
  });

  test('the verification link opened while logged in verifies and stays in the portal; used again, it says so plainly', async () => {
    const { email } = await unfinishedSignUp(2);
    const { page } = session;
    await logInToResume(email);
    await finishWithProperty();
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
