/**
 * DSAR end to end (issue 15): an organization licensed for DSAR Professional builds a web form (a field
 * of its own) and publishes it; a visitor in California opens the form's public address in a browser of
 * their own, fills it in with a file and sends it; the link mailed to them (read from the dev mailbox)
 * confirms the address; the request shows in the inbox with the CCPA's deadline (45 days from receipt);
 * on its details it is assigned to a teammate, the requester is e-mailed, the deadline is extended (to
 * 90 days) and the request completed, each mail reaching the requester; the DSAR dashboard counts it.
 *
 * The captcha is the server's own: the test reads the image the form shows (support/captcha.ts matches
 * svg-captcha's glyph outlines), as the visitor reads it.
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  apiAs,
  buyPlan,
  type CreatedAccount,
  createAccount,
  inviteMember,
  type Member,
  monthlyPlan,
  ok,
} from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import { readCaptcha, svgOfDataUrl } from './support/captcha.ts';

const session = useBrowser();
let owner: CreatedAccount;
let teammate: Member;

beforeAll(async () => {
  owner = await createAccount('dsar');
  await buyPlan(owner.token, await monthlyPlan('dsar', 'Professional'), { oid: owner.oid });
  teammate = await inviteMember(owner.token, 'Organization Administrator', [owner.oid], 'Noor');
}, 120_000);

const at = (path: string) => `${session.baseUrl}${path}?oid=${owner.oid}&pid=${owner.pid}`;

/** A small but real PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const DAY_MS = 86_400_000;
/** The portal's dates: '2 Nov 2026' (en-GB, the UTC day). */
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (isoDate: string) => DAY.format(new Date(`${isoDate}T00:00:00Z`));
const plusDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The mails to `to` in the dev mailbox, newest first. */
async function mailsTo(to: string) {
  return (await ok(apiAs().GET('/dev/mailbox', { params: { query: { to } } }))).response;
}

/** How many mails to `to` have the subject `subject`. */
async function mailCount(to: string, subject: string): Promise<number> {
  return (await mailsTo(to)).filter((m) => m.subject === subject).length;
}

/**
 * Runs `act` and waits for one more mail to `to` with the subject `subject` than before it (mails go out
 * through the job queue; the same template may have gone out before, e.g. the acknowledgement).
 */
async function expectMail(to: string, subject: string, act: () => Promise<void>): Promise<void> {
  const before = await mailCount(to, subject);
  await act();
  await expect.poll(() => mailCount(to, subject), { timeout: 15_000, interval: 500 }).toBe(before + 1);
}

describe('DSAR', () => {
  test('build and publish a form, a visitor sends a request with a file and confirms it, the team answers it, the dashboard counts it', async () => {
    await session.signIn(owner.token);
    const { page } = session;
    const suffix = owner.account.property.split(' ').pop() ?? 'x';
    const identifier = `e2e-privacy-${suffix}`;

    // ---- Build the form: its name and address, a field of its own; publish it. ----
    await page.goto(at('/privacy/dsar/webforms'));
    await page.getByRole('heading', { level: 1, name: 'Webforms' }).waitFor();
    await page.getByRole('link', { name: 'Create form' }).click();
    await page.getByRole('heading', { level: 1, name: 'New web form' }).waitFor();
    await page.getByRole('textbox', { name: 'Form name' }).fill('Customer privacy requests');
    await page.getByRole('textbox', { name: 'Form identifier' }).fill(identifier);
    await page
      .getByText(`Free: the form’s address will be ${session.baseUrl}/privacy-request/${identifier}`)
      .waitFor();
    await page
      .getByRole('group', { name: 'Add a field' })
      .getByRole('button', { name: 'Short text' })
      .click();
    await page.getByRole('textbox', { name: 'Label in English' }).fill('Order number');
    // The preview shows the form as a visitor will see it.
    await page
      .getByRole('region', { name: 'Form preview' })
      .getByRole('textbox', { name: 'Order number' })
      .waitFor();
    await page.getByRole('button', { name: 'Publish…' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish the form' });
    await publish.getByRole('textbox', { name: 'Note for the history' }).fill('First version');
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await publish.waitFor({ state: 'detached' });
    await page.getByText('Visitors see version 1').waitFor();
    const formId = Number(/\/privacy\/dsar\/dsarform\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    expect(formId).toBeGreaterThan(0);
    // Its address, from Link & embed.
    await page.getByRole('button', { name: 'Link & embed' }).click();
    const share = page.getByRole('dialog', { name: 'Link & embed: Customer privacy requests' });
    const address = await share.getByRole('link', { name: /^Open the form/ }).getAttribute('href');
    expect(address).toMatch(new RegExp(`^${session.baseUrl}/privacy-request/${identifier}`));
    await shot(page, 'dsar-form-builder');
    await share.getByRole('button', { name: 'Close' }).click();

    // ---- A visitor sends a request through it, with a file, in a browser of their own. ----
    const browser = session.context.browser() as Browser;
    const visitorContext = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });
    const email = `e2e-requester-${suffix}-${Date.now().toString(36)}@example.com`;
    const visitor = await visitorContext.newPage();
    let reference: string;
    try {
      await visitor.goto(address as string);
      await visitor.getByRole('heading', { level: 1, name: 'Data Subject Request' }).waitFor();
      await visitor.getByRole('radio', { name: 'Customer' }).check();
      await visitor.getByRole('radio', { name: 'Access my data' }).check();
      await visitor.getByRole('textbox', { name: 'First name', exact: true }).fill('Rosa');
      await visitor.getByRole('textbox', { name: 'Last name', exact: true }).fill('Requester');
      await visitor.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
      await visitor
        .getByRole('combobox', { name: 'Country', exact: true })
        .selectOption({ label: 'United States' });
      const state = visitor.getByRole('combobox', { name: 'State / Province', exact: true });
      await expect.poll(() => state.locator('option').count()).toBeGreaterThan(50);
      await state.selectOption({ label: 'California' });
      await visitor.getByRole('textbox', { name: 'City', exact: true }).fill('San Diego');
      await visitor
        .getByRole('textbox', { name: 'Request details', exact: true })
        .fill('Please send me a copy of the data you hold about me.');
      await visitor.getByRole('textbox', { name: 'Order number', exact: true }).fill('A-1001');
      await visitor
        .getByLabel('Attach files')
        .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
      const image = visitor.getByRole('img', { name: 'Image of the characters to type' });
      await expect.poll(() => image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      const characters = readCaptcha(svgOfDataUrl((await image.getAttribute('src')) as string));
      await visitor.getByRole('textbox', { name: 'Type the characters you see' }).fill(characters);
      await visitor.getByRole('button', { name: 'Submit request' }).click();
      const done = visitor.getByRole('group', { name: 'Your request has been submitted' });
      await done.waitFor();
      reference = /DSAR-\d{6}/.exec((await done.textContent()) ?? '')?.[0] as string;
      expect(reference).toMatch(/^DSAR-\d{6}$/);
      await shot(visitor, 'dsar-request-sent');

      // The link mailed to the requester confirms the address.
      let link: string | undefined;
      await expect
        .poll(
          async () => {
            for (const mail of await mailsTo(email)) {
              link = /https?:\/\/\S+\/privacy-request\/verify\?token=[\w-]+/.exec(mail.text)?.[0] ?? link;
            }
            return link;
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBeDefined();
      await visitor.goto(link as string);
      await visitor
        .getByRole('heading', {
          level: 1,
          name: 'Your email address is confirmed. Your request is now being handled.',
        })
        .waitFor();
      await visitor.getByText(`Reference: ${reference}`).waitFor();
    } catch (error) {
      await shot(visitor, 'FAILED-dsar-visitor').catch(() => undefined);
      throw error;
    } finally {
      await visitorContext.close();
    }

    // What the server holds: a CCPA request, 45 days from receipt, extendable to 90.
    const requestId = Number(reference.slice('DSAR-'.length));
    const read = async () =>
      (
        await ok(
          apiAs(owner.token).GET('/dsar/requests/{orgId}/{requestId}', {
            params: { path: { orgId: owner.oid, requestId } },
          }),
        )
      ).response;
    const received = await read();
    expect(received.request).toMatchObject({
      email,
      status: 'new',
      verified: true,
      jurisdiction: 'CCPA',
      request_type: 'access',
      form_id: formId,
    });
    const receivedOn = received.deadlines.received_on;
    const dueOn = plusDays(receivedOn, 45);
    const extendedDueOn = plusDays(receivedOn, 90);
    expect(received.request.due_on).toBe(dueOn);
    expect(received.attachments.map((a) => [a.name, a.mime, a.size])).toEqual([
      ['passport.pdf', 'application/pdf', PDF.length],
    ]);

    // ---- The inbox shows it with its due date. ----
    await page.goto(at('/privacy/dsar/requests'));
    await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: reference });
    await row.waitFor();
    for (const text of ['Rosa Requester', email, 'CCPA', formatDay(dueOn), '45 days left', 'Unassigned']) {
      expect(await row.textContent()).toContain(text);
    }
    await shot(page, 'dsar-inbox');
    await row.getByRole('link', { name: reference }).click();

    // ---- The details: what was sent, and the work on it. ----
    await page.getByRole('heading', { level: 1, name: `Request ${reference}` }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(
      new RegExp(`^/privacy/dsar/requests-details/${requestId}/\\d+/${owner.oid}/${owner.pid}/${formId}$`),
    );
    const region = (name: string) => page.getByRole('region', { name, exact: true });
    await region('Requester').getByText('A-1001').waitFor();
    await region('Attachments').getByText('passport.pdf').waitFor();
    await region('Deadline')
      .getByText(`Due ${formatDay(dueOn)}`)
      .waitFor();

    // Assign it to the teammate.
    const teammateName = `${teammate.firstname} ${teammate.lastname}`;
    await region('Status')
      .getByRole('button', { name: /Assignee/ })
      .click();
    await page.getByRole('option', { name: teammateName }).click();
    await page.getByText(`Assigned to ${teammateName}.`).waitFor();

    // E-mail the requester (the acknowledgement template).
    await page.getByRole('button', { name: 'E-mail requester' }).click();
    const message = page.getByRole('dialog', { name: 'E-mail the requester' });
    expect(await message.getByRole('radio', { name: 'Acknowledgement' }).isChecked()).toBe(true);
    // The workflow acknowledged the request on its own once the address was confirmed; this sends the
    // acknowledgement again.
    const acknowledgement = `Your request ${reference} is being handled`;
    await expect.poll(() => mailCount(email, acknowledgement), { timeout: 15_000 }).toBe(1);
    await expectMail(email, acknowledgement, async () => {
      await message.getByRole('button', { name: 'Send e-mail' }).click();
      await page.getByText(`The “Acknowledgement” e-mail is on its way to ${email}.`).waitFor();
    });

    // Extend the deadline, with the reason the law asks for.
    await region('Deadline').getByRole('button', { name: 'Extend' }).click();
    const extend = page.getByRole('dialog', { name: 'Extend the deadline' });
    await extend
      .getByRole('textbox', { name: 'Reason for the extension' })
      .fill('Your orders are kept in two systems.');
    await expectMail(email, `More time for your request ${reference}`, async () => {
      await extend.getByRole('button', { name: 'Extend and notify' }).click();
      await page
        .getByText(
          `The deadline is now ${formatDay(extendedDueOn)}. The requester was sent the extension notice.`,
        )
        .waitFor();
    });
    await region('Deadline')
      .getByText(`Due ${formatDay(extendedDueOn)}`)
      .waitFor();

    // Complete it with what was done.
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    const complete = page.getByRole('dialog', { name: `Complete the request ${reference}` });
    await complete.getByRole('textbox', { name: 'What was done' }).fill('The copy went out by secure link.');
    await expectMail(email, `Your request ${reference} is complete`, async () => {
      await complete.getByRole('button', { name: 'Complete request' }).click();
      await page
        .getByText(`${reference} was completed. The requester was sent the “Request completed” e-mail.`)
        .waitFor();
    });
    await region('Status').getByText('The copy went out by secure link.').waitFor();
    await shot(page, 'dsar-request-completed');

    const answered = await read();
    expect(answered.request).toMatchObject({
      status: 'completed',
      extended: true,
      due_on: extendedDueOn,
      assignee: { id: teammate.uid },
    });
    expect(answered).toMatchObject({
      outcome: 'completed',
      extension_reason: 'Your orders are kept in two systems.',
    });

    // ---- The dashboard counts it: received and completed, nothing open. ----
    await page.goto(at('/home/dashboard/ccpa-dsar'));
    await page.getByRole('heading', { level: 1, name: 'DSAR dashboard' }).waitFor();
    await expect.poll(() => figure(page, 'Received')).toEqual(['1', '1 completed, 0 rejected in the period']);
    expect((await figure(page, 'Open now'))[0]).toBe('0');
    expect((await figure(page, 'Median time to close'))[0]).toBe('0 days');
    const byStatus = page.getByRole('table', { name: 'Requests per status' });
    // One request, completed: all of them.
    expect(
      await byStatus
        .getByRole('row', { name: /^Completed/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(['1', '100%']);
    await shot(page, 'dsar-dashboard');
    expect(session.pageErrors).toEqual([]);
  }, 90_000);
});

/** The value and the hint under a term of the dashboard's headline figures. */
async function figure(page: Page, term: string): Promise<string[]> {
  const panel = page.getByRole('region', { name: 'Requests at a glance' });
  const card = panel
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: term }) })
    .last();
  if ((await card.count()) === 0) return [];
  return (await card.getByRole('definition').allTextContents()).map((t) => t.trim());
}
