import { createMockState, type MockState } from '@privacy-portal/mocks';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { RequestDetailsPage } from '../../src/modules/dsar/requests/RequestDetailsPage.tsx';
import { type PageOptions, renderPage } from '../support/renderPage.tsx';

// One of Demo Retail's 60 requests (the mocks' demo seed), opened on its details' route as the inbox
// links it. The requests are chosen from a fresh demo state by what each test needs (the seed is the
// same, dated back from today). The workflow's stages and tasks, the extension, the requester's
// language, completing, rejecting and the confirmation link are the server's rules:
// RequestDetailsPage.server.test.tsx.

const ROUTE = '/privacy/dsar/requests-details/:reqid/:companyid/:orgid/:propid/:formID';

type Row = ReturnType<MockState['dsar']['requests']['list']>[number];
const demo = createMockState();
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
const region = (label: string) => page.getByRole('region', { name: label });

describe('RequestDetailsPage', () => {
  it('shows the files, downloads one and the whole record', async () => {
    const { requests } = await open(filed);
    await expect.element(region('Attachments').getByText(withFile.name)).toBeVisible();
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
