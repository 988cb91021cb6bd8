import { authenticator } from 'otplib';
import { describe, expect, test } from 'vitest';
import { type Account, apiAs, createAccount, logInByApi, ok } from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import { logIn, propertyNames, stored, waitForWelcome } from './support/portal.ts';

const session = useBrowser();

/** A code the authenticator shows at none of the steps the server accepts (now and one either side). */
function wrongCode(secret: string): string {
  const stepMs = (authenticator.options.step ?? 30) * 1000;
  const accepted = [-1, 0, 1].map((offset) =>
    authenticator.clone({ epoch: Date.now() + offset * stepMs }).generate(secret),
  );
  const current = Number(authenticator.generate(secret));
  for (let shift = 111_111; ; shift += 111_111) {
    const code = String((current + shift) % 1_000_000).padStart(6, '0');
    if (!accepted.includes(code)) return code;
  }
}

/** A new account with two-factor authentication turned on through the API; answers it and its secret. */
async function accountWithTwoFactor(): Promise<{ account: Account; secret: string }> {
  const { account } = await createAccount('totp');
  const api = apiAs(await logInByApi(account.email, account.password));
  const secret = (await ok(api.POST('/create-app-authencation'))).response.secret;
  const enabled = (
    await ok(api.POST('/update-app-authencation', { body: { code: authenticator.generate(secret) } }))
  ).response;
  expect(enabled.enabled).toBe(true);
  const status = (await ok(api.GET('/get-app-authencation'))).response;
  expect(status.enabled).toBe(true);
  return { account, secret };
}

/** Logs in with the password and waits for the code step. */
async function reachCodeStep(account: Account): Promise<void> {
  const { page } = session;
  await logIn(page, account.email, account.password);
  await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
}

// Each test has its own account with two-factor on, and its own browser context.
describe('two-factor authentication', () => {
  test('the password alone leads to the code step, not into the portal', async () => {
    const { page } = session;
    const { account } = await accountWithTwoFactor();
    await reachCodeStep(account);
    expect(await page.getByText(`authenticator app for ${account.email}`).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await stored(page, 'pp.token')).toBeNull();
    await shot(page, 'two-factor-1-code-step');
  });

  test('a wrong code is refused with a message, and the step stays', async () => {
    const { page } = session;
    const { account, secret } = await accountWithTwoFactor();
    await reachCodeStep(account);
    await page.getByLabel('Authentication code', { exact: true }).fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.getByRole('alert').filter({ hasText: /code/i }).waitFor();
    expect(await page.getByRole('heading', { name: 'Two-factor authentication' }).count()).toBe(1);
    await shot(page, 'two-factor-2-wrong-code');
  });

  test('the code from the authenticator app completes the login', async () => {
    const { page } = session;
    const { account, secret } = await accountWithTwoFactor();
    await reachCodeStep(account);
    await page.getByLabel('Authentication code', { exact: true }).fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await waitForWelcome(page, account.firstname);
    expect(await propertyNames(page, account.organization)).toEqual([account.property]);
    await shot(page, 'two-factor-3-welcome');
  });
});
