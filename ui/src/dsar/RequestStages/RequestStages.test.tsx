import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testRequest } from '../testing/requests.ts';
import { RequestStages } from './RequestStages.tsx';

const { stages } = testRequest();
const tick = (name: string) => page.getByRole('checkbox', { name }).click({ force: true });

describe('RequestStages', () => {
  it('lists the stages in order with their state, due day, tasks and e-mail', async () => {
    await render(<RequestStages stages={stages} workflowName="Standard request handling" closed={false} />);
    await expect
      .element(page.getByText('Standard request handling: stage 2 of 4, Gather data.'))
      .toBeVisible();
    const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect.element(items.nth(0)).toHaveTextContent(/1\. Verify identity\s*Done/);
    await expect.element(items.nth(0)).toHaveTextContent('sends “Acknowledgement” when it starts');
    await expect.element(items.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect.element(items.nth(1)).toHaveTextContent('Due 16 Nov 2026 · 1 of 3 tasks done');
    await expect
      .element(page.getByText('Done 10 Nov 2026, 08:00 by Oscar Orgadmin', { exact: false }))
      .toBeVisible();
  });

  it("ticks off the current stage's tasks and moves to another stage", async () => {
    const onTaskChange = vi.fn();
    const onMoveStage = vi.fn();
    await render(
      <RequestStages
        stages={stages}
        workflowName="Standard request handling"
        closed={false}
        onTaskChange={onTaskChange}
        onMoveStage={onMoveStage}
      />,
    );
    await tick('Search the newsletter tool');
    expect(onTaskChange).toHaveBeenCalledWith(1, 1, true);
    await tick('Search the shop database');
    expect(onTaskChange).toHaveBeenLastCalledWith(1, 0, false);
    await expect.element(page.getByRole('checkbox', { name: 'Legal review' })).toBeDisabled();
    await page.getByRole('button', { name: 'Move to Review' }).click();
    expect(onMoveStage).toHaveBeenCalledWith(stages[2]);
    await expect.element(page.getByRole('button', { name: 'Move to Gather data' })).not.toBeInTheDocument();
  });

  it('waits for the requester to confirm the address before any work', async () => {
    await render(
      <RequestStages
        stages={stages}
        workflowName="Standard"
        closed={false}
        waitingReason="Work starts once the requester has confirmed the e-mail address."
        onTaskChange={() => {}}
        onMoveStage={() => {}}
      />,
    );
    await expect
      .element(page.getByText('Work starts once the requester has confirmed the e-mail address.'))
      .toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'Search the newsletter tool' })).toBeDisabled();
    expect(page.getByRole('button', { name: /^Move to/ }).elements()).toHaveLength(0);
  });

  it('is read only once closed, and says when there is no workflow', async () => {
    const { rerender } = await render(
      <RequestStages
        stages={stages}
        workflowName="Standard"
        closed
        onTaskChange={() => {}}
        onMoveStage={() => {}}
      />,
    );
    await expect.element(page.getByRole('checkbox', { name: 'Search the newsletter tool' })).toBeDisabled();
    expect(page.getByRole('button', { name: /^Move to/ }).elements()).toHaveLength(0);
    await rerender(<RequestStages stages={[]} workflowName={null} closed={false} />);
    await expect
      .element(page.getByText('This request follows no workflow: no stage or task to work through.'))
      .toBeVisible();
  });
  it('holds a task while its change is saved, and shows a refusal', async () => {
    await render(
      <RequestStages
        stages={stages}
        workflowName="Standard"
        closed={false}
        pendingTask="1:1"
        movingTo={2}
        error={<p role="alert">The requester has not confirmed their e-mail address yet</p>}
        onTaskChange={() => {}}
        onMoveStage={() => {}}
      />,
    );
    await expect.element(page.getByRole('checkbox', { name: 'Search the newsletter tool' })).toBeDisabled();
    await expect.element(page.getByRole('checkbox', { name: 'Search the shop database' })).toBeEnabled();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The requester has not confirmed their e-mail address yet');
  });
});
