import { DEMO_DSAR_IDS, errorBody, recorded, setDsarTier } from '@privacy-portal/mocks';
import { LIMIT_MESSAGES } from '@privacy-portal/sdk';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
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
/** The demo's one workflow (recorded from the server's demo seed). */
const STANDARD = 'Standard request handling';
const stage = (n: number) => page.getByRole('group', { name: `Stage ${n}`, exact: true });

describe('Workflows page', () => {
  it('lists Demo Retail’s workflow and switches it off', async () => {
    const { requests } = await open(LIST);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    await expect
      .element(item(STANDARD).getByText(/^Any request type · 5 stages · \d+ open requests?$/))
      .toBeVisible();
    await expect
      .element(item(STANDARD).getByRole('link', { name: `Edit ${STANDARD}` }))
      .toHaveAttribute('href', `/privacy/dsar/createworkflow/${DEMO_DSAR_IDS.workflow}?oid=1&pid=1`);
    await expect
      .element(page.getByRole('link', { name: 'Create workflow' }))
      .toHaveAttribute('href', '/privacy/dsar/createworkflow?oid=1&pid=1');

    const standard = page.getByRole('switch', { name: `${STANDARD}: active` });
    await expect.element(standard).toBeChecked();
    await item(STANDARD).getByText('Active').click();
    await expect.element(page.getByText(`${STANDARD} is off: it takes no new requests.`)).toBeVisible();
    expect(requests.find((r) => r.path === '/api/v1/workflow/activate/1/1')?.body).toEqual({ active: false });
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
    await expect.element(item(STANDARD).getByText('Active')).toBeVisible();
    await expect.element(page.getByRole('switch')).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: `View ${STANDARD}` })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Create workflow' })).not.toBeInTheDocument();
  });
});

describe('Workflow builder', () => {
  it('marks what is missing before asking the server', async () => {
    const { requests } = await open('/privacy/dsar/createworkflow?oid=1&pid=1');
    await page.getByRole('button', { name: 'Create workflow' }).click();
    await expect.element(page.getByText('Give the workflow a name')).toBeVisible();
    await expect.element(stage(1).getByText('Give the stage a name')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Workflow name' })).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('changes a saved workflow: its stages reordered and a task removed', async () => {
    const { requests } = await open(`/privacy/dsar/createworkflow/${DEMO_DSAR_IDS.workflow}?oid=1&pid=1`);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Edit workflow' })).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Workflow name' }))
      .toHaveValue('Standard request handling');
    await expect
      .element(
        page.getByText(/open requests? follows? this workflow; they keep the stages they started with\./),
      )
      .toBeVisible();
    const before = recorded('/workflow/{orgId}/{workflowId}', '/workflow/1/1').response.stages.map(
      (s) => s.name,
    );
    await stage(2)
      .getByRole('button', { name: `Move ${before[1]} down` })
      .click();
    await page.getByRole('button', { name: 'Save workflow' }).click();
    await expect.element(page.getByText('Standard request handling was saved.')).toBeVisible();
    const saved = requests.find((r) => r.method === 'PUT')?.body as { stages: { name: string }[] };
    expect(saved.stages.map((s) => s.name)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  });

  it('shows the plan limit as the server words it, and opens no second copy of the workflow', async () => {
    const { requests } = await open('/privacy/dsar/createworkflow?oid=1&pid=1', {
      prepare: (s) => setDsarTier(s, 'basic'),
      // The allowance read before the save said one was left (another tab used it since).
      handlers: [
        http.get('/api/v1/available/workflow/:orgId', () =>
          HttpResponse.json({ response: { available: 1, limit: 1, used: 0 } }),
        ),
        // The server's refusal (the mocks do not count the plan's workflows).
        http.post('/api/v1/workflow/:orgId', () =>
          HttpResponse.json(errorBody('limit_reached', LIMIT_MESSAGES.workflows), { status: 409 }),
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
    await expect
      .element(page.getByTestId('location'))
      .toHaveTextContent('/privacy/dsar/createworkflow?oid=1&pid=1');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('shows a viewer the workflow without a way to change it', async () => {
    await open(`/privacy/dsar/createworkflow/${DEMO_DSAR_IDS.workflow}?oid=1&pid=1`, {
      as: 'viewer@demo.test',
    });
    await expect.element(page.getByRole('textbox', { name: 'Workflow name' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Save workflow' })).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('link', { name: 'Back to workflows' }))
      .toHaveAttribute('href', '/privacy/dsar/workflows?oid=1&pid=1');
  });
});
