import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  apiAs,
  buyPlan,
  type CreatedAccount,
  createAccount,
  DEMO,
  logInByApi,
  monthlyPlan,
  ok,
  uniqueEmail,
} from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import { card, storedToken, waitForPath } from './support/portal.ts';

const session = useBrowser();

/**
 * Opens a page by its address (a full load) and waits for its h1. The floating Quick Start panel
 * opens on a full load and may cover the page's buttons, so it is closed.
 */
async function visit(path: string, heading: string): Promise<void> {
  const { page } = session;
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  const close = page.getByRole('button', { name: 'Close Quick Start', exact: true });
  if (await close.isVisible()) await close.click();
}

/** The table row whose first cell (the row header) is `name`. */
function row(name: string) {
  return session.page.getByRole('row').filter({
    has: session.page.getByRole('rowheader', { name, exact: true }),
  });
}

/** Picks `action` from the row's "Actions for …" menu. */
async function rowAction(name: string, action: string): Promise<void> {
  const { page } = session;
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Waits for a success toast (or inline status) with this text. */
async function sawStatus(text: string): Promise<void> {
  await session.page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** The text of the row's Status cell. */
async function statusOf(name: string): Promise<string> {
  return (await row(name).getByRole('cell').nth(1).innerText()).replace(/\s+/g, ' ').trim();
}

interface Setup extends CreatedAccount {
  suffix: string;
  orgname: string;
  /** The organization made for the test (not the registration's). */
  orgId: number;
  /** Its properties by name. */
  properties: Record<string, number>;
}

/**
 * A new company whose owner is logged in in this test's browser, with an organization of its own
 * ("E2E Settings Org …", in Spain) holding `properties` (name → address), the first the default.
 */
async function companyWithOrganization(properties: Record<string, string> = {}): Promise<Setup> {
  const made = await createAccount('settings');
  const suffix = randomBytes(3).toString('hex');
  const orgname = `E2E Settings Org ${suffix}`;
  const api = apiAs(made.token);
  const organization = (
    await ok(
      api.POST('/organizations', {
        body: { orgname, country: 'Spain', description: 'Made by the settings e2e test' },
      }),
    )
  ).response;
  const ids: Record<string, number> = {};
  for (const [property_name, url] of Object.entries(properties)) {
    const created = (
      await ok(
        api.POST('/property/{orgId}', {
          params: { path: { orgId: organization.id } },
          body: { property_name, url },
        }),
      )
    ).response;
    ids[property_name] = created.property_id;
  }
  await session.signIn(made.token);
  return { ...made, suffix, orgname, orgId: organization.id, properties: ids };
}

/** An invitation of Ivy Invitee as Organization View only of the organization, sent through the API. */
async function inviteIvy(setup: Setup): Promise<string> {
  const email = uniqueEmail('settings-invite');
  await ok(
    apiAs(setup.token).POST('/invite/user', {
      body: {
        email,
        firstname: 'Ivy',
        lastname: `Invitee ${setup.suffix}`,
        role: 'Organization View only',
        organization_ids: [setup.orgId],
      },
    }),
  );
  return email;
}

// Each test has its own new company (the demo company is only read) and its own browser context.
describe('the settings pages', () => {
  test('the settings hub shows the company, its counts and a card per area', async () => {
    const { page } = session;
    await session.signIn(await logInByApi(DEMO.owner, DEMO.password));
    await visit('/settings?oid=1&pid=1', 'Settings');
    await page.getByRole('heading', { level: 2, name: 'Demo Company' }).waitFor();
    for (const area of ['Company details', 'Organizations', 'Team members', 'Billing', 'User Preferences']) {
      await card(session.page, area).waitFor();
    }
    // 'Team members' counts the people the team page lists, not only the Company Administrators.
    const team = (await ok(apiAs(await storedToken(page)).GET('/team_member'))).response;
    expect(team.length).toBeGreaterThanOrEqual(4);
    expect(await page.locator('dt:text-is("Team members") + dd').innerText()).toBe(String(team.length));
    // Links keep the selected pair.
    expect(await page.getByRole('link', { name: 'Manage organizations' }).getAttribute('href')).toBe(
      '/settings/organizations?oid=1&pid=1',
    );
    await shot(page, 'settings-1-hub');
  });

  test('creates an organization and lands on its details', async () => {
    const { page } = session;
    const { token } = await createAccount('settings');
    await session.signIn(token);
    const orgname = `E2E Settings Org ${randomBytes(3).toString('hex')}`;
    await visit('/settings/organizations', 'Organizations');
    await page.getByRole('button', { name: 'Create organization', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create organization' });

    // The name is checked before anything is sent.
    await dialog.getByRole('button', { name: 'Create organization', exact: true }).click();
    await dialog.getByText('Enter the organization name.').waitFor();

    await dialog.getByRole('textbox', { name: 'Organization name', exact: true }).fill(orgname);
    await dialog.getByRole('textbox', { name: 'Country', exact: true }).fill('Spain');
    await dialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Made by the settings e2e test');
    await dialog.getByRole('button', { name: 'Create organization', exact: true }).click();

    await page.waitForURL((url) => /^\/settings\/organizations\/details\/\d+$/.test(url.pathname));
    const orgId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name: orgname }).waitFor();
    const created = (await ok(apiAs(token).GET('/organizations'))).response.find((o) => o.id === orgId);
    expect(created).toMatchObject({ orgname, country: 'Spain' });
    await sawStatus(`${orgname} was created.`);
    await shot(page, 'settings-2-organization-created');
  });

  test('the organization is listed and opens by both path forms', async () => {
    const { page } = session;
    const { orgname, orgId } = await companyWithOrganization();
    await visit('/settings/organizations', 'Organizations');
    await row(orgname).waitFor();
    expect(await row(orgname).innerText()).toContain('Spain');
    await row(orgname).getByRole('link', { name: orgname }).click();
    await waitForPath(page, `/settings/organizations/details/${orgId}`);
    await page.getByRole('heading', { level: 1, name: orgname }).waitFor();

    await visit(`/settings/organizations/${orgId}/details`, orgname);
    expect(
      await card(session.page, 'Organization details')
        .getByRole('textbox', { name: 'Country', exact: true })
        .inputValue(),
    ).toBe('Spain');
  });

  test('adds properties; the first becomes the default', async () => {
    const { page } = session;
    const { orgname, orgId, suffix } = await companyWithOrganization();
    const shop = `E2E Shop ${suffix}`;
    const blog = `E2E Blog ${suffix}`;
    await visit(`/settings/organizations/details/${orgId}`, orgname);
    const properties = card(session.page, 'Properties');
    await properties.getByRole('button', { name: 'Add property' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add property' });
    await dialog.getByRole('textbox', { name: 'Property name', exact: true }).fill(shop);
    await dialog.getByRole('textbox', { name: 'Website address', exact: true }).fill('not a website');
    await dialog.getByRole('button', { name: 'Add property' }).click();
    await dialog.getByText('Enter a website address like https://www.example.com.').waitFor();
    // Without a scheme the address gets https://.
    await dialog.getByRole('textbox', { name: 'Website address', exact: true }).fill('shop.example.com');
    await dialog.getByRole('button', { name: 'Add property' }).click();
    await sawStatus(`${shop} was added.`);
    await row(shop).waitFor();
    expect(await row(shop).innerText()).toContain('https://shop.example.com');
    expect(await statusOf(shop)).toBe('Active Default');

    await properties.getByRole('button', { name: 'Add property' }).click();
    dialog = page.getByRole('dialog', { name: 'Add property' });
    await dialog.getByRole('textbox', { name: 'Property name', exact: true }).fill(blog);
    await dialog
      .getByRole('textbox', { name: 'Website address', exact: true })
      .fill('https://blog.example.com');
    await dialog.getByRole('button', { name: 'Add property' }).click();
    await sawStatus(`${blog} was added.`);
    expect(await statusOf(blog)).toBe('Active');
  });

  test('renames a property and changes its address', async () => {
    const { page } = session;
    const suffix = randomBytes(3).toString('hex');
    const blog = `E2E Blog ${suffix}`;
    const journal = `E2E Journal ${suffix}`;
    const { orgname, orgId } = await companyWithOrganization({
      [`E2E Shop ${suffix}`]: 'https://shop.example.com',
      [blog]: 'https://blog.example.com',
    });
    await visit(`/settings/organizations/details/${orgId}`, orgname);
    await row(blog).waitFor();
    await rowAction(blog, 'Edit name and address');
    const dialog = page.getByRole('dialog', { name: `Edit ${blog}` });
    await dialog.getByRole('textbox', { name: 'Property name', exact: true }).fill(journal);
    await dialog
      .getByRole('textbox', { name: 'Website address', exact: true })
      .fill('https://journal.example.com');
    await dialog.getByRole('button', { name: 'Save property' }).click();
    await sawStatus(`${journal} was saved.`);
    await row(journal).waitFor();
    expect(await row(journal).innerText()).toContain('https://journal.example.com');
    expect(await row(blog).count()).toBe(0);
  });

  test('deactivates and reactivates a property; the server refuses an inactive default', async () => {
    const { page } = session;
    const suffix = randomBytes(3).toString('hex');
    const journal = `E2E Journal ${suffix}`;
    const { orgname, orgId } = await companyWithOrganization({
      [`E2E Shop ${suffix}`]: 'https://shop.example.com',
      [journal]: 'https://journal.example.com',
    });
    await visit(`/settings/organizations/details/${orgId}`, orgname);
    expect(await statusOf(journal)).toBe('Active');
    await rowAction(journal, 'Deactivate');
    await sawStatus(`${journal} is now inactive.`);
    expect(await statusOf(journal)).toBe('Inactive');

    await rowAction(journal, 'Make default');
    await page
      .getByRole('alert')
      .filter({ hasText: 'An inactive property cannot be the default; activate it first' })
      .waitFor();
    await shot(page, 'settings-3-inactive-default-refused');

    await rowAction(journal, 'Activate');
    await sawStatus(`${journal} is now active.`);
    expect(await statusOf(journal)).toBe('Active');
  });

  test('the default property cannot be deactivated; another one is made the default', async () => {
    const { page } = session;
    const suffix = randomBytes(3).toString('hex');
    const shop = `E2E Shop ${suffix}`;
    const journal = `E2E Journal ${suffix}`;
    const { orgname, orgId } = await companyWithOrganization({
      [shop]: 'https://shop.example.com',
      [journal]: 'https://journal.example.com',
    });
    await visit(`/settings/organizations/details/${orgId}`, orgname);
    expect(await statusOf(shop)).toBe('Active Default');
    await rowAction(shop, 'Deactivate');
    await page
      .getByRole('alert')
      .filter({
        hasText: 'The default property cannot be deactivated; make another property the default first',
      })
      .waitFor();
    expect(await statusOf(shop)).toBe('Active Default');

    await rowAction(journal, 'Make default');
    await sawStatus(`${journal} is now the default property.`);
    expect(await statusOf(journal)).toBe('Active Default');
    expect(await statusOf(shop)).toBe('Active');
    await shot(page, 'settings-4-properties');
  });

  test('edits the company details; a bad phone number is refused next to the field', async () => {
    const { page } = session;
    const { token } = await createAccount('settings-company');
    await session.signIn(token);
    const suffix = randomBytes(3).toString('hex');
    await visit('/settings/company', 'Company details');
    const details = card(session.page, 'Company details');
    const phone = details.getByRole('textbox', { name: 'Phone', exact: true });
    await phone.fill('call me');
    await details.getByRole('button', { name: 'Save company details' }).click();
    await details
      .getByText('Phone may contain only digits, spaces and the characters + ( ) . / -.')
      .waitFor();

    await phone.fill('+49 30 1234567');
    await details.getByRole('textbox', { name: 'Address', exact: true }).fill(`Teststraße ${suffix}`);
    await details.getByRole('textbox', { name: 'ZIP / postal code', exact: true }).fill('10115');
    await details.getByRole('button', { name: 'Save company details' }).click();
    await sawStatus('The company details are saved.');

    await page.reload();
    await card(session.page, 'Company details')
      .getByRole('textbox', { name: 'Phone', exact: true })
      .waitFor();
    expect(
      await card(session.page, 'Company details')
        .getByRole('textbox', { name: 'Phone', exact: true })
        .inputValue(),
    ).toBe('+49 30 1234567');
    expect(
      await card(session.page, 'Company details')
        .getByRole('textbox', { name: 'Address', exact: true })
        .inputValue(),
    ).toBe(`Teststraße ${suffix}`);
    await card(session.page, 'Services').getByRole('row').filter({ hasText: 'Cookie Consent' }).waitFor();
    await shot(page, 'settings-5-company');
  });

  test('invites a team member to the new organization; they are listed as invited', async () => {
    const { page } = session;
    const { account, orgname, suffix } = await companyWithOrganization({
      [`E2E Shop ${randomBytes(3).toString('hex')}`]: 'https://shop.example.com',
    });
    const invitee = uniqueEmail('settings-invite');
    await visit('/settings/team', 'Team members');
    await row(`${account.firstname} ${account.lastname}`).waitFor();
    await page.getByRole('button', { name: 'Invite a user', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });

    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Choose a role.').waitFor();

    await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Ivy');
    await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill(`Invitee ${suffix}`);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(invitee);
    await dialog.getByRole('button', { name: /Role$/ }).click();
    await page.getByRole('option', { name: 'Organization View only', exact: true }).click();

    // An organization role needs its organizations.
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Choose at least one organization for this role.').waitFor();
    await dialog.getByRole('button', { name: /Organizations$/ }).click();
    await page.getByRole('option', { name: orgname, exact: true }).click();
    await page.keyboard.press('Escape');

    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await sawStatus(`The invitation was sent to ${invitee}.`);
    const invited = row(`Ivy Invitee ${suffix}`);
    await invited.waitFor();
    const text = await invited.innerText();
    expect(text).toContain(invitee);
    expect(text).toContain('Organization View only');
    expect(text).toContain('Invited');
    expect(text).toContain(orgname);
    await shot(page, 'settings-6-team-invited');
  });

  test("the team page shows the selected organization's users and what is left: Ivy fills its one place", async () => {
    const { page } = session;
    const setup = await companyWithOrganization({ 'E2E Shop': 'https://shop.example.com' });
    const { orgname, orgId } = setup;
    const pid = setup.properties['E2E Shop'];
    await inviteIvy(setup);
    await visit(`/settings/team?oid=${orgId}&pid=${pid}`, 'Team members');
    const limits = page.getByRole('region', { name: `User limit of ${orgname}`, exact: true });
    await limits.waitFor();
    expect(await limits.locator('dt:text-is("Users") + dd').innerText()).toBe('1');
    expect(await limits.locator('dt:text-is("Still available") + dd').innerText()).toBe('0');
    // What the next invite to this organization will be told.
    await limits.getByText('You cannot add more than 1 Users', { exact: true }).waitFor();
  });

  test("a second member for the organization passes its user limit: the spec's message, word for word", async () => {
    const { page } = session;
    const setup = await companyWithOrganization({ 'E2E Shop': 'https://shop.example.com' });
    const { orgname, orgId, suffix } = setup;
    // Like the demo company, this company holds a DSAR plan on another organization (its first).
    await buyPlan(setup.token, await monthlyPlan('dsar', 'Professional'), { oid: setup.oid });
    // The new organization holds no licence: the free tier allows 1 user, and Ivy is that one.
    await inviteIvy(setup);
    await visit(`/settings/team?oid=${orgId}&pid=${setup.properties['E2E Shop']}`, 'Team members');
    await page.getByRole('button', { name: 'Invite a user', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Otto');
    await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill(`Overflow ${suffix}`);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('settings-limit'));
    await dialog.getByRole('button', { name: /Role$/ }).click();
    await page.getByRole('option', { name: 'Organization View only', exact: true }).click();
    await dialog.getByRole('button', { name: /Organizations$/ }).click();
    await page.getByRole('option', { name: orgname, exact: true }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();

    await dialog.getByText('The invitation was not sent', { exact: true }).waitFor();
    await dialog.getByText('You cannot add more than 1 Users', { exact: true }).waitFor();
    await shot(page, 'settings-7-team-user-limit');
    // The refusal opens the upgrade dialog for that organization (calls-billing-spec §8). The company
    // holds a DSAR plan (on its first organization) but not for this one: assigning is the way out.
    const notice = page.getByRole('dialog', { name: 'DSAR subscription not assigned' });
    await notice.waitFor({ timeout: 10_000 });
    await notice.getByText(/^You have not assigned this organization to DSAR subscription/).waitFor();
    await notice.getByRole('button', { name: 'Close' }).click();
    // Nothing was written.
    const members = (await ok(apiAs(await storedToken(page)).GET('/team_member'))).response;
    expect(members.map((m) => m.lastname)).not.toContain(`Overflow ${suffix}`);
  });

  test('deletes the organization after confirming', async () => {
    const { page } = session;
    const { orgname, orgId, token } = await companyWithOrganization({
      'E2E Shop': 'https://shop.example.com',
    });
    await visit(`/settings/organizations/details/${orgId}`, orgname);
    await card(session.page, 'Delete organization')
      .getByRole('button', { name: 'Delete organization' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete organization?' });
    await confirm.getByRole('button', { name: 'Delete organization' }).click();
    await waitForPath(page, '/settings/organizations');
    await sawStatus(`${orgname} and its properties were deleted.`);
    expect(await row(orgname).count()).toBe(0);
    const left = (await ok(apiAs(token).GET('/organizations'))).response.map((o) => o.id);
    expect(left).not.toContain(orgId);
  });
});
