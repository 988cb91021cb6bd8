import { DEMO_DSAR_IDS, DEMO_IDS, type MockState, recorded } from '@privacy-portal/mocks';
import type { Schemas } from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { RequestDetailsPage } from '../../src/modules/dsar/requests/RequestDetailsPage.tsx';
import { type PageOptions, renderPage } from '../support/renderPage.tsx';

// Demo Retail's request DSAR-000148 as recorded from the real API's demo (in progress, overdue, with
// its details and timeline), opened on its details' route as the inbox links it. The workflow's stages
// and tasks, the extension, the requester's language, completing, rejecting, the confirmation link
// and what a change does to the request are the server's rules: RequestDetailsPage.server.test.tsx.

const ROUTE = '/privacy/dsar/requests-details/:reqid/:companyid/:orgid/:propid/:formID';
const DETAIL = `/dsar/requests/1/${DEMO_DSAR_IDS.request}`;

type Row = Schemas['RequestSummary'];
const working = recorded('/dsar/requests/{orgId}/{requestId}', DETAIL).response.request;
const open = (r: Pick<Row, 'id' | 'property_id' | 'form_id'>, options: PageOptions = {}) =>
  renderPage(<RequestDetailsPage />, {
    path: ROUTE,
    url: `/privacy/dsar/requests-details/${r.id}/1/1/${r.property_id}/${r.form_id ?? 0}?oid=1&pid=1`,
    ...options,
  });
const name = (r: Row) => `${r.first_name} ${r.last_name}`;

// The recorded demo holds no files (they come with the public form); the test gives the request one.
const withFile: Schemas['AttachmentInfo'] = {
  id: 7,
  name: 'receipt.pdf',
  mime: 'application/pdf',
  size: 15,
  uploaded_at: working.received_at,
  source: 'requester',
};
const addFile = (state: MockState) =>
  state.answers.edit(DETAIL, (body) => {
    (body.response as Schemas['Request']).attachments = [withFile];
  });
const region = (label: string) => page.getByRole('region', { name: label });

describe('RequestDetailsPage', () => {
  it('shows the files, downloads one and the whole record', async () => {
    const { requests } = await open(working, { prepare: addFile });
    await expect.element(region('Attachments').getByText(withFile.name)).toBeVisible();
    await page.getByRole('button', { name: `Download ${withFile.name}` }).click();
    await expect
      .poll(() =>
        requests.some((r) => r.path === `/api/v1/dsar/requests/1/${working.id}/attachments/${withFile.id}`),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Download record (PDF)' }).click();
    await expect
      .poll(() => requests.some((r) => r.path === `/api/v1/dsar/requests/1/${working.id}/record`))
      .toBe(true);
    await expect.element(page.getByRole('button', { name: 'Download record (PDF)' })).toBeEnabled();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
  });

  it('assigns the request to another member', async () => {
    const { requests } = await open(working);
    await region('Status')
      .getByRole('button', { name: /Assignee/ })
      .click();
    // Recorded assigned to Adam Admin; handed over to the owner.
    await page.getByRole('option', { name: 'Olivia Owner' }).click();
    await expect.element(page.getByText('Assigned to Olivia Owner.')).toBeVisible();
    expect(requests.find((r) => r.path.endsWith('/assign'))?.body).toEqual({ assignee_id: DEMO_IDS.owner });
  });

  it('adds an internal note', async () => {
    const { requests } = await open(working);
    const notes = region('Internal notes');
    await notes.getByRole('textbox', { name: 'Note' }).fill('Asked the warehouse for the paper invoices.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect.element(notes.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(requests.find((r) => r.path.endsWith('/notes'))?.body).toEqual({
      text: 'Asked the warehouse for the paper invoices.',
    });
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
});
