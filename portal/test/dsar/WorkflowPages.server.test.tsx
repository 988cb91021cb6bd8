import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DsarPage } from '../../src/modules/dsar/DsarPage.tsx';
import { renderRealPage } from '../support/renderRealPage.tsx';
import { apiAs } from './real-api.ts';

// Against the real API (the ui-server project): one active workflow per type, no delete while open
// requests follow, unique names are the server's rules, not a copy of them in the mocks.

function Module() {
  const { pathname, search } = useLocation();
  return (
    <>
      <DsarPage />
      <output data-testid="location">{`${pathname}${search}`}</output>
    </>
  );
}

const LIST = '/privacy/dsar/workflows?oid=1&pid=1';
const open = (url: string) => renderRealPage(<Module />, { path: '/*', url });
const item = (name: string) => page.getByRole('listitem').filter({ hasText: name });
const stage = (n: number) => page.getByRole('group', { name: `Stage ${n}`, exact: true });
const oneStage = (name: string) => [{ name, tasks: [], assignee_id: null, due_days: 7, template: null }];

describe('Workflows page on the real API', () => {
  it('switching on a workflow switches off the other of its request type', async () => {
    const api = await apiAs();
    await api('POST', '/workflow/1', {
      name: 'Erasure, fast track',
      request_type: 'deletion',
      stages: oneStage('Erase'),
    });
    // Created active, it takes the deletion requests over from the first.
    await api('POST', '/workflow/1', {
      name: 'Deletion requests',
      request_type: 'deletion',
      stages: oneStage('Delete'),
    });
    await open(LIST);
    await expect.element(page.getByRole('switch', { name: 'Deletion requests: active' })).toBeChecked();
    await expect.element(page.getByRole('switch', { name: 'Erasure, fast track: active' })).not.toBeChecked();
    await item('Erasure, fast track').getByText('Active').click();
    await expect
      .element(
        page.getByText('Erasure, fast track is on: it takes the new requests instead of Deletion requests.'),
      )
      .toBeVisible();
    await expect.element(page.getByRole('switch', { name: 'Deletion requests: active' })).not.toBeChecked();
  });

  it('refuses to delete a workflow open requests follow, in the server’s words, and deletes one without', async () => {
    const api = await apiAs();
    await api('POST', '/workflow/1', { name: 'Unused', request_type: 'objection', stages: oneStage('Look') });
    await open(LIST);
    await item('Standard request handling')
      .getByRole('button', { name: 'Delete Standard request handling' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete the workflow?' });
    await dialog.getByRole('button', { name: 'Delete workflow' }).click();
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'That did not work' }))
      .toHaveTextContent(/open requests? follows? this workflow/);
    await expect.element(item('Standard request handling')).toBeVisible();

    await item('Unused').getByRole('button', { name: 'Delete Unused' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete workflow' }).click();
    await expect.element(page.getByText('Unused was deleted.')).toBeVisible();
    await expect.element(item('Unused')).not.toBeInTheDocument();
  });
});

describe('Workflow builder on the real API', () => {
  it('creates a workflow: the name is checked as it is typed, then the list says it was created', async () => {
    await open('/privacy/dsar/createworkflow?oid=1&pid=1');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Create workflow' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Workflow name' });
    await name.fill('Standard request handling');
    await expect
      .element(page.getByText('The name Standard request handling is already used by another workflow'))
      .toBeVisible();
    await name.fill('Access requests');
    await expect.element(page.getByText('The name is free.')).toBeVisible();

    await page.getByRole('button', { name: /Request type/ }).click();
    await page.getByRole('option', { name: 'Access my data' }).click();
    await stage(1).getByRole('textbox', { name: 'Stage name' }).fill('Collect');
    await stage(1).getByRole('textbox', { name: 'Task 1' }).fill('Export the CRM record');
    await stage(1)
      .getByRole('button', { name: /Default assignee/ })
      .click();
    await page.getByRole('option', { name: /^Adam Admin/ }).click();
    await page.getByRole('button', { name: 'Add stage' }).click();
    await userEvent.keyboard('Respond');
    // The second stage goes first, from the keyboard.
    await stage(2).getByRole('button', { name: 'Move Respond up' }).click();
    await page.getByRole('button', { name: 'Create workflow' }).click();

    await expect
      .element(page.getByTestId('location'))
      .toHaveTextContent('/privacy/dsar/workflows?oid=1&pid=1');
    await expect.element(page.getByText('Access requests was created.')).toBeVisible();
    await expect.element(item('Access requests').getByText(/^Access my data · 2 stages · /)).toBeVisible();
    await expect.element(page.getByRole('switch', { name: 'Access requests: active' })).toBeChecked();
  });
});
