import type { components } from '@privacy-portal/sdk';
import { DEFAULT_EMAIL_TEMPLATES } from '@privacy-portal/sdk/dsar';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RequestDetailsPage } from '../../src/modules/dsar/requests/RequestDetailsPage.tsx';
import { renderRealPage } from '../support/renderRealPage.tsx';
import { apiAs } from './real-api.ts';

// Against the real API (the ui-server project): the workflow's stages and tasks, the deadline's
// extension under the law, the requester's language for e-mails, the confirmation link, the notes
// and the assignee kept are the server's rules. Each test enters the request it needs through the API as the Company Owner (a new
// request follows Demo Retail's active workflow), so it depends on no hand-written data.

type Detail = components['schemas']['Request'];

const ROUTE = '/privacy/dsar/requests-details/:reqid/:companyid/:orgid/:propid/:formID';
let serial = 0;

async function enter(fields: { country?: string; language?: 'en' | 'de'; verified?: boolean } = {}) {
  const api = await apiAs();
  serial += 1;
  return api<Detail>('POST', '/dsar/requests/1', {
    property_id: 1,
    request_type: 'access',
    subject_type: 'customer',
    first_name: 'Dora',
    last_name: `Detail${serial}`,
    email: `dora.detail${serial}.${Date.now()}@example.test`,
    country: fields.country ?? 'DE',
    details: 'A copy of everything you hold about me.',
    language: fields.language ?? 'en',
    verified: fields.verified ?? true,
  });
}
const open = (d: Detail) =>
  renderRealPage(<RequestDetailsPage />, {
    path: ROUTE,
    url: `/privacy/dsar/requests-details/${d.request.id}/1/1/1/0?oid=1&pid=1`,
  });
const region = (label: string) => page.getByRole('region', { name: label });

describe('RequestDetailsPage on the real API', () => {
  it('shows the requester, the deadline, the workflow and the timeline', async () => {
    const d = await enter();
    await open(d);
    await expect
      .element(page.getByRole('heading', { level: 1, name: `Request ${d.request.reference}` }))
      .toBeVisible();
    const requester = region('Requester');
    await expect.element(requester.getByText(`Dora ${d.request.last_name}`, { exact: true })).toBeVisible();
    await expect.element(requester.getByRole('link', { name: d.request.email })).toBeVisible();
    await expect.element(requester.getByText('A copy of everything you hold about me.')).toBeVisible();
    await expect.element(region('Deadline').getByText(/^Due \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect.element(region('Workflow').getByText(d.workflow_name ?? '')).toBeVisible();
    const events = region('Timeline').getByRole('list', { name: 'Events, oldest first' });
    await expect.element(events.getByRole('listitem').first()).toHaveTextContent('Received');
  });

  it('adds a note, which heads the notes, and hands the request to another member', async () => {
    await open(await enter());
    const notes = region('Internal notes');
    await notes.getByRole('textbox', { name: 'Note' }).fill('Asked the warehouse for the paper invoices.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect
      .element(notes.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem').first())
      .toHaveTextContent('Asked the warehouse for the paper invoices.');
    const assignee = region('Status').getByRole('button', { name: /Assignee/ });
    await assignee.click();
    await page.getByRole('option', { name: 'Adam Admin' }).click();
    await expect.element(page.getByText('Assigned to Adam Admin.')).toBeVisible();
    await expect.element(assignee).toHaveTextContent('Adam Admin');
  });

  it('ticks off a task of the current stage, the timeline records it, and moves to the next stage', async () => {
    const d = await enter();
    const stage = d.stages.find((s) => s.current);
    const next = d.stages[(stage?.index ?? 0) + 1];
    const task = stage?.tasks[0]?.title ?? '';
    expect(task).not.toBe('');
    await open(d);
    await page.getByRole('checkbox', { name: task }).click({ force: true });
    await expect.element(page.getByRole('checkbox', { name: task })).toBeChecked();
    await expect.element(page.getByText(/^Done .+ by Olivia Owner$/).first()).toBeVisible();
    await expect.element(region('Timeline').getByText(`Olivia Owner completed “${task}”`)).toBeVisible();
    await page.getByRole('button', { name: `Move to ${next?.name}` }).click();
    await expect.element(page.getByText(new RegExp(`^Moved to ${next?.name}\\.`))).toBeVisible();
    const current = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `${(next?.index ?? 0) + 1}. ${next?.name}` }) });
    await expect.element(current).toHaveAttribute('aria-current', 'step');
  });

  it('extends the deadline with a reason, as the law allows, once', async () => {
    const d = await enter({ country: 'DE' });
    await open(d);
    await region('Deadline').getByRole('button', { name: 'Extend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extend the deadline' });
    await expect
      .element(
        dialog.getByText(/^Under General Data Protection Regulation \(EU\) 2016\/679 the deadline moves/),
      )
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Extend and notify' }).click();
    await expect.element(dialog.getByText('Write why more time is needed.')).toBeVisible();
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
  });

  it("e-mails the requester from a template in the requester's language", async () => {
    const d = await enter({ language: 'de' });
    await open(d);
    await page.getByRole('button', { name: 'E-mail requester' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail the requester' });
    const preview = dialog.getByRole('region', { name: "The template's e-mail" });
    await dialog.getByRole('radio', { name: 'Request completed' }).click({ force: true });
    await expect.element(preview).toHaveTextContent(DEFAULT_EMAIL_TEMPLATES.de.completed.subject);
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();
    await expect
      .element(page.getByText(`The “Request completed” e-mail is on its way to ${d.request.email}.`))
      .toBeVisible();
    await expect
      .element(
        region('Timeline')
          .getByText(/^E-mail “.+” sent to the requester$/)
          .first(),
      )
      .toBeVisible();
  });

  it('completes the request with an outcome', async () => {
    const d = await enter();
    const reference = d.request.reference;
    await open(d);
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Complete the request ${reference}` });
    await dialog.getByRole('textbox', { name: 'What was done' }).fill('The copy went out by secure link.');
    await dialog.getByRole('button', { name: 'Complete request' }).click();
    await expect
      .element(
        page.getByText(`${reference} was completed. The requester was sent the “Request completed” e-mail.`),
      )
      .toBeVisible();
    await expect.element(region('Status').getByText('The copy went out by secure link.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Complete', exact: true })).not.toBeInTheDocument();
  });

  it('rejects the request with its reason', async () => {
    const d = await enter();
    await open(d);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the request ${d.request.reference}` });
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await expect.element(dialog.getByText('Write why the request is rejected.')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Why it is rejected' })
      .fill('We hold no data about this address.');
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await expect
      .element(region('Status').getByRole('heading', { name: 'Why it was rejected' }))
      .toBeVisible();
    await expect.element(region('Status').getByText('We hold no data about this address.')).toBeVisible();
  });

  it('sends a new confirmation link while the address is not confirmed', async () => {
    const d = await enter({ verified: false });
    await open(d);
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
          `A new confirmation link was sent to ${d.request.email}. The earlier link no longer works.`,
        ),
      )
      .toBeVisible();
  });

  it('opens the extension by keyboard and gives the focus back on Escape', async () => {
    await open(await enter({ country: 'DE' }));
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
