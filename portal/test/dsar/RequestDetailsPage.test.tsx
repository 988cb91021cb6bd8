import { createMockState, DEMO_DSAR_IDS, DEMO_IDS, type MockState } from '@privacy-portal/mocks';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { RequestDetailsPage } from '../../src/modules/dsar/requests/RequestDetailsPage.tsx';
import { type PageOptions, renderPage } from '../support/renderPage.tsx';

// Demo Retail's request DSAR-000148 as recorded from the real API's demo (in progress, overdue, with
// its details and timeline), opened on its details' route as the inbox links it. The workflow's stages
// and tasks, the extension, the requester's language, completing, rejecting and the confirmation link
// are the server's rules: RequestDetailsPage.server.test.tsx.

const ROUTE = '/privacy/dsar/requests-details/:reqid/:companyid/:orgid/:propid/:formID';

type Row = ReturnType<MockState['dsar']['requests']['list']>[number];
const working = createMockState().dsar.requests.get(DEMO_DSAR_IDS.request);
if (!working) throw new Error('The recorded demo has no request 148');
const open = (r: Pick<Row, 'id' | 'property_id' | 'form_id'>, options: PageOptions = {}) =>
  renderPage(<RequestDetailsPage />, {
    path: ROUTE,
    url: `/privacy/dsar/requests-details/${r.id}/1/1/${r.property_id}/${r.form_id ?? 0}?oid=1&pid=1`,
    ...options,
  });
const name = (r: Row) => `${r.first_name} ${r.last_name}`;

// The recorded demo holds no files (they come with the public form); the test gives the request one.
const withFile = { name: 'receipt.pdf', mime: 'application/pdf', data: btoa('%PDF-1.4\n%%EOF\n') };
const addFile = (state: MockState) =>
  state.dsar.attachments.create((id) => ({
    id,
    request_id: working.id,
    ...withFile,
    size: 15,
    uploaded_at: working.received_at,
    source: 'requester',
  }));
const region = (label: string) => page.getByRole('region', { name: label });

describe('RequestDetailsPage', () => {
  it('shows the files, downloads one and the whole record', async () => {
    let fileId = 0;
    const { requests } = await open(working, { prepare: (state) => (fileId = addFile(state).id) });
    await expect.element(region('Attachments').getByText(withFile.name)).toBeVisible();
    await page.getByRole('button', { name: `Download ${withFile.name}` }).click();
    await expect
      .poll(() =>
        requests.some((r) => r.path === `/api/v1/dsar/requests/1/${working.id}/attachments/${fileId}`),
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
    const { state } = await open(working);
    await region('Status')
      .getByRole('button', { name: /Assignee/ })
      .click();
    // Recorded assigned to Adam Admin; handed over to the owner.
    await page.getByRole('option', { name: 'Olivia Owner' }).click();
    await expect.element(page.getByText('Assigned to Olivia Owner.')).toBeVisible();
    expect(state.dsar.requests.get(working.id)?.assignee_id).toBe(DEMO_IDS.owner);
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
