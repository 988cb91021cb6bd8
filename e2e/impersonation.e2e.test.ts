import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiAs, DEMO, ok } from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import { card, logIn, stored, storedToken, waitForWelcome } from './support/portal.ts';

const session = useBrowser();
const STAFF = 'staff@demo.test';
const BANNER = `You are viewing as ${DEMO.viewer} — impersonated by ${STAFF}`;

async function tokenOf(email: string): Promise<string> {
  const answer = await ok(apiAs().POST('/login', { body: { email, password: DEMO.password } }));
  if (answer.response.action !== 'success') throw new Error(`${email} did not log in`);
  return answer.response.token;
}

async function openLink(page: Page, token: string): Promise<void> {
  await page.goto(`/login/impersonate?token=${encodeURIComponent(token)}`);
}

// Staff mint a link through the API; the owner's browser opens it. Each test goes on from the last.
describe.sequential('impersonation in the portal', () => {
  let link = '';
  let ownerToken = '';

  beforeAll(async () => {
    const owner = apiAs(await tokenOf(DEMO.owner));
    const team = await ok(owner.GET('/team_member'));
    const viewerId = team.response.find((m) => m.email === DEMO.viewer)?.uid as number;
    const staff = apiAs(await tokenOf(STAFF));
    link = (
      await ok(staff.POST('/impersonation', { body: { user_id: viewerId, reason: 'E2E: banner check' } }))
    ).response.token;
  });

  test('the link asks before replacing the session, and says who it acts as', async () => {
    const { page } = session;
    await logIn(page, DEMO.owner, DEMO.password);
    await waitForWelcome(page, 'Olivia');
    ownerToken = await storedToken(page);

    await openLink(page, link);
    await page.getByRole('heading', { name: 'View the portal as Vera Viewer?' }).waitFor();
    await page.getByText(`You are signed in as ${DEMO.owner}. Your session is kept`).waitFor();
    expect(await stored(page, 'pp.token')).toBe(ownerToken);
    await shot(page, 'impersonation-1-confirm');
  });

  test('continuing shows the banner; a write is refused in plain words', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Continue as ${DEMO.viewer}` }).click();
    await waitForWelcome(page, 'Vera');
    const banner = page.getByRole('status').filter({ hasText: BANNER });
    await banner.waitFor();
    expect(await stored(page, 'pp.token')).not.toBe(ownerToken);
    await shot(page, 'impersonation-2-banner');

    await page.goto('/userprofile');
    const profile = card(page, 'Profile');
    await profile.getByLabel(/^First name\*?$/).fill('Changed');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText(/an impersonation can look but not change anything/).waitFor();
    await page.getByRole('status').filter({ hasText: BANNER }).waitFor();
    const me = await ok(apiAs(await tokenOf(DEMO.viewer)).GET('/user'));
    expect(me.response.firstname).toBe('Vera');
  });

  test('ending it revokes the impersonation and brings the owner back', async () => {
    const { page } = session;
    const impersonation = await storedToken(page);
    await page.getByRole('button', { name: 'End impersonation' }).click();
    await waitForWelcome(page, 'Olivia');
    expect(await stored(page, 'pp.token')).toBe(ownerToken);
    expect(await page.getByText(BANNER).count()).toBe(0);
    expect((await apiAs(impersonation).GET('/user')).response.status).toBe(401);
  });

  test('a second use of the link, or a session token as the link, is refused and changes nothing', async () => {
    const { page } = session;
    await openLink(page, link);
    await page.getByRole('heading', { name: 'This impersonation link is not valid' }).waitFor();
    await page.getByText('This impersonation link has already been used.', { exact: false }).waitFor();
    await shot(page, 'impersonation-3-used');

    await openLink(page, await tokenOf(DEMO.viewer));
    await page.getByRole('heading', { name: 'This impersonation link is not valid' }).waitFor();
    await page.getByText('This is not a valid impersonation link.', { exact: false }).waitFor();
    expect(await stored(page, 'pp.token')).toBe(ownerToken);
  });
});
