import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiAs, DEMO, ok } from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import { card, stored, storedToken, waitForWelcome } from './support/portal.ts';

const session = useBrowser();
const STAFF = 'staff@demo.test';
const BANNER = `You are viewing as ${DEMO.viewer} — impersonated by ${STAFF}`;

async function tokenOf(email: string): Promise<string> {
  const answer = await ok(apiAs().POST('/login', { body: { email, password: DEMO.password } }));
  if (answer.response.action !== 'success') throw new Error(`${email} did not log in`);
  return answer.response.token;
}

/** A new impersonation link for the demo viewer, minted by staff through the API. */
async function mintLink(): Promise<string> {
  const team = await ok(apiAs(await tokenOf(DEMO.owner)).GET('/team_member'));
  const viewerId = team.response.find((m) => m.email === DEMO.viewer)?.uid as number;
  const staff = apiAs(await tokenOf(STAFF));
  return (
    await ok(staff.POST('/impersonation', { body: { user_id: viewerId, reason: 'E2E: banner check' } }))
  ).response.token;
}

async function openLink(page: Page, token: string): Promise<void> {
  await page.goto(`/login/impersonate?token=${encodeURIComponent(token)}`);
}

/** The owner's browser (logged in) opens a new link; answers the owner's token. */
async function ownerOpensLink(link: string): Promise<string> {
  const ownerToken = await tokenOf(DEMO.owner);
  await session.signIn(ownerToken);
  await openLink(session.page, link);
  await session.page.getByRole('heading', { name: 'View the portal as Vera Viewer?' }).waitFor();
  return ownerToken;
}

/** Continues as the viewer and waits for the banner. */
async function continueAsViewer(): Promise<void> {
  const { page } = session;
  await page.getByRole('button', { name: `Continue as ${DEMO.viewer}` }).click();
  await waitForWelcome(page, 'Vera');
  await page.getByRole('status').filter({ hasText: BANNER }).waitFor();
}

// Staff mint a link through the API for each test; the owner's browser opens it. Impersonation is
// read-only, so the demo viewer is only read.
describe('impersonation in the portal', () => {
  test('the link asks before replacing the session, and says who it acts as', async () => {
    const { page } = session;
    const ownerToken = await tokenOf(DEMO.owner);
    await session.signIn(ownerToken);
    await page.goto('/home/welcome');
    await waitForWelcome(page, 'Olivia');

    await openLink(page, await mintLink());
    await page.getByRole('heading', { name: 'View the portal as Vera Viewer?' }).waitFor();
    await page.getByText(`You are signed in as ${DEMO.owner}. Your session is kept`).waitFor();
    expect(await stored(page, 'pp.token')).toBe(ownerToken);
    await shot(page, 'impersonation-1-confirm');
  });

  test('continuing shows the banner; a write is refused in plain words', async () => {
    const { page } = session;
    const ownerToken = await ownerOpensLink(await mintLink());
    await continueAsViewer();
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
    const ownerToken = await ownerOpensLink(await mintLink());
    await continueAsViewer();
    const impersonation = await storedToken(page);
    await page.getByRole('button', { name: 'End impersonation' }).click();
    await waitForWelcome(page, 'Olivia');
    expect(await stored(page, 'pp.token')).toBe(ownerToken);
    expect(await page.getByText(BANNER).count()).toBe(0);
    expect((await apiAs(impersonation).GET('/user')).response.status).toBe(401);
  });

  test('a second use of the link, or a session token as the link, is refused and changes nothing', async () => {
    const { page } = session;
    // The link was used once, as the portal uses it: exchanged for an impersonation session.
    const link = await mintLink();
    await ok(apiAs().POST('/impersonation/session', { body: { token: link } }));
    const ownerToken = await tokenOf(DEMO.owner);
    await session.signIn(ownerToken);

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
