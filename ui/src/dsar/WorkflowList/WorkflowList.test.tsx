import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_WORKFLOWS } from '../testing/workflows.ts';
import { WorkflowList } from './WorkflowList.tsx';

const [standard, deletion] = TEST_WORKFLOWS as [(typeof TEST_WORKFLOWS)[0], (typeof TEST_WORKFLOWS)[0]];

describe('WorkflowList', () => {
  it('shows each workflow with its request type, stages and open requests, and switches, edits and deletes one', async () => {
    const onToggle = vi.fn();
    const onDelete = vi.fn();
    await render(
      <WorkflowList
        workflows={TEST_WORKFLOWS}
        editHref={(w) => `/privacy/dsar/createworkflow/${w.id}?oid=1&pid=1`}
        onToggle={onToggle}
        onDelete={onDelete}
      />,
    );
    const first = page.getByRole('listitem').filter({ hasText: 'Standard request handling' });
    await expect.element(first.getByText('Any request type · 3 stages · 12 open requests')).toBeVisible();
    const second = page.getByRole('listitem').filter({ hasText: 'Deletion requests' });
    await expect.element(second.getByText('Delete my data · 1 stage · 1 open request')).toBeVisible();

    await expect
      .element(first.getByRole('switch', { name: 'Standard request handling: active' }))
      .toBeChecked();
    await expect.element(second.getByRole('switch', { name: 'Deletion requests: active' })).not.toBeChecked();
    await second.getByText('Active').click();
    expect(onToggle).toHaveBeenCalledWith(deletion, true);

    await expect
      .element(first.getByRole('link', { name: 'Edit Standard request handling' }))
      .toHaveAttribute('href', '/privacy/dsar/createworkflow/1?oid=1&pid=1');
    await first.getByRole('button', { name: 'Delete Standard request handling' }).click();
    expect(onDelete).toHaveBeenCalledWith(standard);
  });

  it('holds the switch of the workflow being saved', async () => {
    await render(<WorkflowList workflows={TEST_WORKFLOWS} onToggle={() => {}} busyId={2} />);
    await expect.element(page.getByRole('switch', { name: 'Deletion requests: active' })).toBeDisabled();
    await expect
      .element(page.getByRole('switch', { name: 'Standard request handling: active' }))
      .toBeEnabled();
  });

  it('shows a reader the state of each workflow without controls', async () => {
    await render(<WorkflowList workflows={TEST_WORKFLOWS} editHref={(w) => `/w/${w.id}`} />);
    await expect.element(page.getByRole('switch')).not.toBeInTheDocument();
    await expect.element(page.getByText('Inactive')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'View Deletion requests' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('explains workflows while there is none, and says when it loads', async () => {
    const { rerender } = await render(<WorkflowList workflows={[]} />);
    await expect.element(page.getByText(/No workflow yet/)).toBeVisible();
    await rerender(<WorkflowList workflows={[]} loading />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading the workflows');
  });
});
