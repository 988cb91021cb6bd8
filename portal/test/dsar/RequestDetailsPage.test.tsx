import { createMockState, type MockState } from '@privacy-portal/mocks';
import { DEFAULT_EMAIL_TEMPLATES } from '@privacy-portal/sdk/dsar';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RequestDetailsPage } from '../../src/modules/dsar/requests/RequestDetailsPage.tsx';
import { type PageOptions, renderPage } from '../support/renderPage.tsx';

// One of Demo Retail's 60 requests (the mocks' demo seed), opened on its details' route as the inbox
// links it. The requests are chosen from a fresh demo state by what each test needs (the seed is the
// same, dated back from today).

const ROUTE = '/privacy/dsar/requests-details/:reqid/:companyid/:orgid/:propid/:formID';

type Row = ReturnType<MockState['dsar']['requests']['list']>[number];
const demo = createMockState();
const DAY_MS = 86_400_000;
const pick = (what: string, test: (r: Row) => boolean): Row => {
  const found = demo.dsar.requests.find(test);
  if (!found) throw new Error(`The demo has no ${what}`);
  return found;
};
const open = (r: Pick<Row, 'id' | 'property_id' | 'form_id'>, options: PageOptions = {}) =>
  renderPage(<RequestDetailsPage />, {
    path: ROUTE,
    url: `/privacy/dsar/requests-details/${r.id}/1/1/${r.property_id}/${r.form_id ?? 0}?oid=1&pid=1`,
    ...options,
  });
const reference = (r: Row) => `DSAR-${String(r.id).padStart(6, '0')}`;
const name = (r: Row) => `${r.first_name} ${r.last_name}`;

const withFile = demo.dsar.attachments.list()[0];
if (!withFile) throw new Error('The demo has no attachment');
const filed = pick('request with a file', (r) => r.id === withFile.request_id);
const working = pick(
  'request in progress with a task to do',
  (r) =>
    r.status === 'in_progress' &&
    r.stage > 0 &&
    r.stage < r.stages.length - 1 &&
    (r.stages[r.stage]?.tasks.length ?? 0) > 0,
);
const fresh = pick(
  'open GDPR request young enough to extend',
  (r) =>
    (r.status === 'new' || r.status === 'in_progress') &&
    !r.extended &&
    r.jurisdiction === 'GDPR' &&
    Date.now() - Date.parse(r.received_at) < 20 * DAY_MS,
);
const unverified = pick('unverified request', (r) => r.status === 'unverified' && r.form_id !== null);
const german = pick('open request in German', (r) => r.language === 'de' && r.status === 'in_progress');

const region = (label: string) => page.getByRole('region', { name: label });
const tick = (label: string) => page.getByRole('checkbox', { name: label }).click({ force: true });

describe('RequestDetailsPage', () => {
  it('shows the requester, the files, the deadline, the workflow and the timeline', async () => {
    await open(filed);
    await expect
      .element(page.getByRole('heading', { level: 1, name: `Request ${reference(filed)}` }))
      .toBeVisible();
    const requester = region('Requester');
    await expect.element(requester.getByText(name(filed), { exact: true })).toBeVisible();
    await expect.element(requester.getByRole('link', { name: filed.email })).toBeVisible();
    await expect.element(requester.getByText(filed.details)).toBeVisible();
    await expect.element(region('Attachments').getByText(withFile.name)).toBeVisible();
    const deadline = region('Deadline');
    await expect.element(deadline.getByText(/^Due \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect.element(region('Workflow').getByText(filed.workflow_name ?? '')).toBeVisible();
    await expect.element(region('Status').getByText(/^E-mail confirmed /)).toBeVisible();
    const events = region('Timeline').getByRole('list', { name: 'Events, oldest first' });
    await expect.element(events.getByRole('listitem').first()).toHaveTextContent('Received');
    await expect
      .element(page.getByRole('link', { name: '← All requests' }))
      .toHaveAttribute('href', '/privacy/dsar/requests?oid=1&pid=1');
  });

  it('downloads an attachment and the whole record', async () => {
    const { requests } = await open(filed);
    await page.getByRole('button', { name: `Download ${withFile.name}` }).click();
    await expect
      .poll(() =>
        requests.some((r) => r.path === `/api/v1/dsar/requests/1/${filed.id}/attachments/${withFile.id}`),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Download record (PDF)' }).click();
    await expect
      .poll(() => requests.some((r) => r.path === `/api/v1/dsar/requests/1/${filed.id}/record`))
      .toBe(true);
    await expect.element(page.getByRole('button', { name: 'Download record (PDF)' })).toBeEnabled();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
  });

  it('ticks off a task of the current stage and the timeline records it', async () => {
    const { state } = await open(working);
    const stage = working.stages[working.stage];
    const task = stage?.tasks[0] ?? '';
    await tick(task);
    await expect.element(page.getByRole('checkbox', { name: task })).toBeChecked();
    await expect.element(page.getByText(/^Done .+ by Olivia Owner$/).first()).toBeVisible();
    expect(
      state.dsar.requests.get(working.id)?.tasks.some((t) => t.stage === working.stage && t.task === 0),
    ).toBe(true);
    await expect.element(region('Timeline').getByText(`Olivia Owner completed “${task}”`)).toBeVisible();
  });

  it('moves the request to the next stage', async () => {
    await open(working);
    const next = working.stages[working.stage + 1];
    await page.getByRole('button', { name: `Move to ${next?.name}` }).click();
    await expect.element(page.getByText(new RegExp(`^Moved to ${next?.name}\\.`))).toBeVisible();
    const current = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `${working.stage + 2}. ${next?.name}` }) });
    await expect.element(current).toHaveAttribute('aria-current', 'step');
  });

  it('assigns the request to another member', async () => {
    const { state } = await open(working);
    await region('Status')
      .getByRole('button', { name: /Assignee/ })
      .click();
    await page.getByRole('option', { name: 'Adam Admin' }).click();
    await expect.element(page.getByText('Assigned to Adam Admin.')).toBeVisible();
    expect(state.dsar.requests.get(working.id)?.assignee_id).toBe(2);
  });

  it('adds an internal note', async () => {
    await open(working);
    const notes = region('Internal notes');
    await notes.getByRole('textbox', { name: 'Note' }).fill('Asked the warehouse for the paper invoices.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect
      .element(notes.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem').first())
      .toHaveTextContent('Asked the warehouse for the paper invoices.');
    await expect.element(notes.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it("e-mails the requester from a template in the requester's language", async () => {
    const { requests } = await open(german);
    await page.getByRole('button', { name: 'E-mail requester' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail the requester' });
    const preview = dialog.getByRole('region', { name: "The template's e-mail" });
    // The German acknowledgement: the demo's templates (recorded from the server) are the default texts.
    await expect.element(preview).toHaveTextContent(DEFAULT_EMAIL_TEMPLATES.de.acknowledgement.subject);
    await dialog.getByRole('radio', { name: 'Request completed' }).click({ force: true });
    await expect.element(preview).toHaveTextContent(DEFAULT_EMAIL_TEMPLATES.de.completed.subject);
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();
    await expect
      .element(page.getByText(`The “Request completed” e-mail is on its way to ${german.email}.`))
      .toBeVisible();
    expect(requests.find((r) => r.path.endsWith('/messages'))?.body).toEqual({ event: 'completed' });
    await expect
      .element(
        region('Timeline')
          .getByText(/^E-mail “.+” sent to the requester$/)
          .first(),
      )
      .toBeVisible();
  });

  it('sends an e-mail with its own subject and text', async () => {
    const { requests } = await open(working);
    await page.getByRole('button', { name: 'E-mail requester' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail the requester' });
    await dialog
      .getByRole('checkbox', { name: 'Change the subject and text for this e-mail' })
      .click({ force: true });
    await expect.element(dialog.getByRole('textbox', { name: 'Subject' })).not.toHaveValue('');
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('A question about {{request_id}}');
    await dialog.getByRole('textbox', { name: 'Text' }).fill('Which account did you order with?');
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/messages'))?.body).toEqual({
      event: 'acknowledgement',
      subject: 'A question about {{request_id}}',
      body: 'Which account did you order with?',
    });
  });

  it('extends the deadline with a reason, as the law allows', async () => {
    const { requests, state } = await open(fresh);
    await region('Deadline').getByRole('button', { name: 'Extend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extend the deadline' });
    await expect
      .element(
        dialog.getByText(/^Under General Data Protection Regulation \(EU\) 2016\/679 the deadline moves/),
      )
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Extend and notify' }).click();
    await expect.element(dialog.getByText('Write why more time is needed.')).toBeVisible();
    expect(requests.some((r) => r.path.endsWith('/extend'))).toBe(false);
    await dialog
      .getByRole('textbox', { name: 'Reason for the extension' })
      .fill('Orders sit in two systems.');
    await dialog.getByRole('button', { name: 'Extend and notify' }).click();
    await expect
      .element(page.getByText(/^The deadline is now .+\. The requester was sent the extension notice\.$/))
      .toBeVisible();
    await expect.element(region('Deadline').getByText('Orders sit in two systems.')).toBeVisible();
    await expect.element(region('Deadline').getByText(/\(extended\)$/)).toBeVisible();
    await expect.element(region('Deadline').getByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
    expect(state.dsar.requests.get(fresh.id)?.extended).toBe(true);
  });

  it('completes the request with an outcome', async () => {
    const { state } = await open(working);
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Complete the request ${reference(working)}` });
    await dialog.getByRole('textbox', { name: 'What was done' }).fill('The copy went out by secure link.');
    await dialog.getByRole('button', { name: 'Complete request' }).click();
    await expect
      .element(
        page.getByText(
          `${reference(working)} was completed. The requester was sent the “Request completed” e-mail.`,
        ),
      )
      .toBeVisible();
    await expect.element(region('Status').getByText('The copy went out by secure link.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Complete', exact: true })).not.toBeInTheDocument();
    expect(state.dsar.requests.get(working.id)?.status).toBe('completed');
  });

  it('rejects the request with its reason', async () => {
    const { state } = await open(working);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the request ${reference(working)}` });
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await expect.element(dialog.getByText('Write why the request is rejected.')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Why it is rejected' })
      .fill('We hold no data about this address.');
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await expect
      .element(region('Status').getByRole('heading', { name: 'Why it was rejected' }))
      .toBeVisible();
    expect(state.dsar.requests.get(working.id)?.outcome_note).toBe('We hold no data about this address.');
  });

  it('sends a new confirmation link while the address is not confirmed', async () => {
    const { state } = await open(unverified);
    const before = state.dsar.requests.get(unverified.id)?.verify_token;
    await expect
      .element(
        region('Workflow').getByText('Work starts once the requester has confirmed the e-mail address.'),
      )
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Complete', exact: true })).toBeDisabled();
    await region('Status').getByRole('button', { name: 'Resend verification' }).click();
    await expect
      .element(
        region('Status').getByText(
          `A new confirmation link was sent to ${unverified.email}. The earlier link no longer works.`,
        ),
      )
      .toBeVisible();
    expect(state.dsar.requests.get(unverified.id)?.verify_token).not.toBe(before);
  });

  it('says when the request is not there', async () => {
    await open({ id: 999_999, property_id: 1, form_id: 1 });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Request not found');
    await expect.element(page.getByRole('link', { name: '← All requests' })).toBeVisible();
  });

  it('lets a view-only member read, but not change anything', async () => {
    await open(working, { as: 'viewer@demo.test' });
    await expect.element(region('Requester').getByText(name(working), { exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Download record (PDF)' })).toBeVisible();
    for (const label of ['Complete', 'Reject', 'E-mail requester', 'Extend', 'Resend verification']) {
      expect(page.getByRole('button', { name: label, exact: true }).elements()).toHaveLength(0);
    }
    expect(page.getByRole('button', { name: /^Move to/ }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
    for (const box of page.getByRole('checkbox').elements()) expect(box).toBeDisabled();
  });

  it('opens the extension by keyboard and gives the focus back on Escape', async () => {
    await open(fresh);
    const extend = region('Deadline').getByRole('button', { name: 'Extend' });
    await expect.element(extend).toBeVisible();
    (extend.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Extend the deadline' });
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(extend).toHaveFocus();
  });
});
