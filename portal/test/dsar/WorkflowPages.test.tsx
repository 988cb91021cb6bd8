import { DEMO_DSAR_IDS, setDsarTier } from '@privacy-portal/mocks';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DsarPage } from '../../src/modules/dsar/DsarPage.tsx';
import { renderPage } from '../support/renderPage.tsx';

/** The DSAR module as the app mounts it, with the URL shown, to follow where a save leads. */
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
const open = (url: string, options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<Module />, { path: '/*', url, ...options });
const item = (name: string) => page.getByRole('listitem').filter({ hasText: name });
const stage = (n: number) => page.getByRole('group', { name: `Stage ${n}`, exact: true });

describe('Workflows page', () => {
  it('lists Demo Retail’s workflows and switches one off and on', async () => {
    const { state } = await open(LIST);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    await expect
      .element(
        item('Standard request handling').getByText(/^Any request type · 5 stages · \d+ open requests?$/),
      )
      .toBeVisible();
    await expect
      .element(item('Deletion requests').getByText(/^Delete my data · \d+ stages? · /))
      .toBeVisible();
    await expect
      .element(item('Deletion requests').getByRole('link', { name: 'Edit Deletion requests' }))
      .toHaveAttribute('href', `/privacy/dsar/createworkflow/${DEMO_DSAR_IDS.deletionWorkflow}?oid=1&pid=1`);
    await expect
      .element(page.getByRole('link', { name: 'Create workflow' }))
      .toHaveAttribute('href', '/privacy/dsar/createworkflow?oid=1&pid=1');

    const deletion = page.getByRole('switch', { name: 'Deletion requests: active' });
    await expect.element(deletion).toBeChecked();
    await item('Deletion requests').getByText('Active').click();
    await expect.element(page.getByText('Deletion requests is off: it takes no new requests.')).toBeVisible();
    await expect.element(deletion).not.toBeChecked();
    expect(state.dsar.workflows.get(DEMO_DSAR_IDS.deletionWorkflow)?.active).toBe(false);
    await item('Deletion requests').getByText('Active').click();
    await expect.element(deletion).toBeChecked();
  });

  it('switching on a workflow switches off the other of its request type', async () => {
    const { state } = await open(LIST, {
      prepare: (s) =>
        s.dsar.workflows.create((id) => ({
          id,
          organization_id: 1,
          name: 'Erasure, fast track',
          request_type: 'deletion',
          active: false,
          stages: [{ name: 'Erase', tasks: [], assignee_id: null, due_days: 7, template: 'completed' }],
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        })),
    });
    await item('Erasure, fast track').getByText('Active').click();
    await expect
      .element(
        page.getByText('Erasure, fast track is on: it takes the new requests instead of Deletion requests.'),
      )
      .toBeVisible();
    await expect.element(page.getByRole('switch', { name: 'Deletion requests: active' })).not.toBeChecked();
    expect(state.dsar.workflows.get(DEMO_DSAR_IDS.deletionWorkflow)?.active).toBe(false);
  });

  it('refuses to delete a workflow open requests follow, in the server’s words, and deletes one without', async () => {
    const { state } = await open(LIST, {
      prepare: (s) =>
        s.dsar.workflows.create((id) => ({
          id,
          organization_id: 1,
          name: 'Unused',
          request_type: 'objection',
          active: false,
          stages: [{ name: 'Look', tasks: [], assignee_id: null, due_days: 7, template: null }],
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        })),
    });
    await item('Standard request handling')
      .getByRole('button', { name: 'Delete Standard request handling' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete the workflow?' });
    await dialog.getByRole('button', { name: 'Delete workflow' }).click();
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'That did not work' }))
      .toHaveTextContent(/open requests? follows? this workflow/);
    expect(state.dsar.workflows.get(DEMO_DSAR_IDS.workflow)).toBeDefined();

    await item('Unused').getByRole('button', { name: 'Delete Unused' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete workflow' }).click();
    await expect.element(page.getByText('Unused was deleted.')).toBeVisible();
    await expect.element(item('Unused')).not.toBeInTheDocument();
    expect(state.dsar.workflows.list((w) => w.name === 'Unused')).toEqual([]);
  });

  it('says when the plan allows no more workflows, and offers none', async () => {
    await open(LIST, { prepare: (s) => setDsarTier(s, 'basic') });
    await expect
      .element(
        page.getByText(
          'You have exceeded workflow creation limit. For more details Manage subscription or upgrade plan',
        ),
      )
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Manage subscription' }))
      .toHaveAttribute('href', '/settings/billing/manage?oid=1&pid=1');
    await expect.element(page.getByRole('link', { name: 'Create workflow' })).not.toBeInTheDocument();
  });

  it('shows a viewer the workflows without controls', async () => {
    await open(LIST, { as: 'viewer@demo.test' });
    await expect.element(item('Deletion requests').getByText('Active')).toBeVisible();
    await expect.element(page.getByRole('switch')).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'View Deletion requests' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Create workflow' })).not.toBeInTheDocument();
  });
});

describe('Workflow builder', () => {
  it('creates a workflow: the name is checked as it is typed, then the list says it was created', async () => {
    const { state, requests } = await open('/privacy/dsar/createworkflow?oid=1&pid=1');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Create workflow' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Workflow name' });
    await name.fill('Deletion requests');
    await expect
      .element(page.getByText('The name Deletion requests is already used by another workflow'))
      .toBeVisible();
    await name.fill('Access requests');
    await expect.element(page.getByText('The name is free.')).toBeVisible();
    // One check per pause, not per keystroke.
    expect(requests.filter((r) => r.path === '/api/v1/workflow/name/1').length).toBeLessThanOrEqual(3);

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
    await stage(2)
      .getByRole('button', { name: /E-mail to the requester/ })
      .click();
    await page.getByRole('option', { name: 'Request completed' }).click();
    // The second stage goes first, from the keyboard.
    await stage(2).getByRole('button', { name: 'Move Respond up' }).click();
    await page.getByRole('button', { name: 'Create workflow' }).click();

    await expect
      .element(page.getByTestId('location'))
      .toHaveTextContent('/privacy/dsar/workflows?oid=1&pid=1');
    await expect.element(page.getByText('Access requests was created.')).toBeVisible();
    const created = state.dsar.workflows.list((w) => w.name === 'Access requests')[0];
    expect(created).toMatchObject({
      request_type: 'access',
      active: true,
      stages: [
        { name: 'Respond', tasks: [], assignee_id: null, due_days: 7, template: 'completed' },
        { name: 'Collect', tasks: ['Export the CRM record'], assignee_id: 2, due_days: 0, template: null },
      ],
    });
  });

  it('marks what is missing before asking the server', async () => {
    const { requests } = await open('/privacy/dsar/createworkflow?oid=1&pid=1');
    await page.getByRole('button', { name: 'Create workflow' }).click();
    await expect.element(page.getByText('Give the workflow a name')).toBeVisible();
    await expect.element(stage(1).getByText('Give the stage a name')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Workflow name' })).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('changes a saved workflow: its stages reordered and a task removed', async () => {
    const { state } = await open(`/privacy/dsar/createworkflow/${DEMO_DSAR_IDS.workflow}?oid=1&pid=1`);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Edit workflow' })).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Workflow name' }))
      .toHaveValue('Standard request handling');
    await expect
      .element(
        page.getByText(/open requests? follows? this workflow; they keep the stages they started with\./),
      )
      .toBeVisible();
    const before = state.dsar.workflows.get(DEMO_DSAR_IDS.workflow)?.stages.map((s) => s.name) ?? [];
    await stage(2)
      .getByRole('button', { name: `Move ${before[1]} down` })
      .click();
    await page.getByRole('button', { name: 'Save workflow' }).click();
    await expect.element(page.getByText('Standard request handling was saved.')).toBeVisible();
    expect(state.dsar.workflows.get(DEMO_DSAR_IDS.workflow)?.stages.map((s) => s.name)).toEqual([
      before[0],
      before[2],
      before[1],
      ...before.slice(3),
    ]);
  });

  it('shows the plan limit as the server words it, and opens no second copy of the workflow', async () => {
    const { state } = await open('/privacy/dsar/createworkflow?oid=1&pid=1', {
      prepare: (s) => setDsarTier(s, 'basic'),
      // The allowance read before the save said one was left (another tab used it since).
      handlers: [
        http.get('/api/v1/available/workflow/:orgId', () =>
          HttpResponse.json({ response: { available: 1, limit: 1, used: 0 } }),
        ),
      ],
    });
    await page.getByRole('textbox', { name: 'Workflow name' }).fill('One too many');
    await stage(1).getByRole('textbox', { name: 'Stage name' }).fill('Only stage');
    await page.getByRole('button', { name: 'Create workflow' }).click();
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'The workflow was not saved' }))
      .toHaveTextContent(
        'You have exceeded workflow creation limit. For more details Manage subscription or upgrade plan',
      );
    expect(state.dsar.workflows.list((w) => w.name === 'One too many')).toEqual([]);
  });

  it('shows a viewer the workflow without a way to change it', async () => {
    await open(`/privacy/dsar/createworkflow/${DEMO_DSAR_IDS.deletionWorkflow}?oid=1&pid=1`, {
      as: 'viewer@demo.test',
    });
    await expect.element(page.getByRole('textbox', { name: 'Workflow name' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Save workflow' })).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('link', { name: 'Back to workflows' }))
      .toHaveAttribute('href', '/privacy/dsar/workflows?oid=1&pid=1');
  });
});
