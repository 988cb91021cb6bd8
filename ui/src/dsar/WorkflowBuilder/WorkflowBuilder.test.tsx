import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_ASSIGNEES, TEST_WORKFLOWS } from '../testing/workflows.ts';
import { WorkflowBuilder } from './WorkflowBuilder.tsx';
import {
  draftFromWorkflow,
  emptyDraft,
  errorPath,
  toWorkflowInput,
  type WorkflowDraft,
  type WorkflowErrors,
  workflowProblems,
} from './workflowDraft.ts';

let current: WorkflowDraft;

function Harness({ initial, errors }: { initial: WorkflowDraft; errors?: WorkflowErrors }) {
  const [draft, setDraft] = useState(initial);
  current = draft;
  return <WorkflowBuilder value={draft} onChange={setDraft} errors={errors} assignees={TEST_ASSIGNEES} />;
}

const stage = (n: number) => page.getByRole('group', { name: `Stage ${n}`, exact: true });
const standard = () => draftFromWorkflow(TEST_WORKFLOWS[0] as (typeof TEST_WORKFLOWS)[0]);

describe('WorkflowBuilder', () => {
  it('builds a workflow: name, request type, stages with tasks, assignee, due day and e-mail', async () => {
    await render(<Harness initial={emptyDraft()} />);
    await page.getByRole('textbox', { name: 'Workflow name' }).fill('Deletion requests');
    await page.getByRole('button', { name: /Request type/ }).click();
    await page.getByRole('option', { name: 'Delete my data' }).click();

    await stage(1).getByRole('textbox', { name: 'Stage name' }).fill('Erase');
    await stage(1).getByRole('textbox', { name: 'Task 1' }).fill('Erase the CRM record');
    await stage(1).getByRole('button', { name: 'Add task' }).click();
    // The new task's field takes the focus.
    await expect.element(stage(1).getByRole('textbox', { name: 'Task 2' })).toHaveFocus();
    await userEvent.keyboard('Tell the processors');
    await stage(1)
      .getByRole('button', { name: /Default assignee/ })
      .click();
    await page.getByRole('option', { name: 'Adam Admin (admin@demo.test)' }).click();
    const due = stage(1).getByRole('textbox', { name: 'Due' });
    await due.fill('10');
    await userEvent.keyboard('{Tab}');
    await stage(1)
      .getByRole('button', { name: /E-mail to the requester/ })
      .click();
    await page.getByRole('option', { name: 'Request completed' }).click();

    expect(toWorkflowInput(current)).toEqual({
      name: 'Deletion requests',
      request_type: 'deletion',
      stages: [
        {
          name: 'Erase',
          tasks: ['Erase the CRM record', 'Tell the processors'],
          assignee_id: 2,
          due_days: 10,
          template: 'completed',
        },
      ],
    });
  });

  it('adds, reorders and removes stages from the keyboard, keeping the focus on the moved stage', async () => {
    await render(<Harness initial={standard()} />);
    // The only way down for the first stage; its Move up is off.
    await expect.element(stage(1).getByRole('button', { name: 'Move Verify identity up' })).toBeDisabled();
    await stage(1).getByRole('button', { name: 'Move Verify identity down' }).click();
    expect(current.stages.map((s) => s.name)).toEqual(['Acknowledge', 'Verify identity', 'Respond']);
    await expect.element(stage(2).getByRole('button', { name: 'Move Verify identity down' })).toHaveFocus();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Verify identity moved to position 2 of 3.');

    // Enter on the focused button moves it again; at the bottom the focus goes to Move up.
    await userEvent.keyboard('{Enter}');
    expect(current.stages.map((s) => s.name)).toEqual(['Acknowledge', 'Respond', 'Verify identity']);
    await expect.element(stage(3).getByRole('button', { name: 'Move Verify identity up' })).toHaveFocus();
    await expect
      .element(stage(3).getByRole('textbox', { name: 'Task 1' }))
      .toHaveValue("Check the requester's identity");

    await page.getByRole('button', { name: 'Add stage' }).click();
    await expect.element(stage(4).getByRole('textbox', { name: 'Stage name' })).toHaveFocus();
    // A new stage is due a week after the last one.
    await expect.element(stage(4).getByRole('textbox', { name: 'Due' })).toHaveValue('7');

    await stage(1).getByRole('button', { name: 'Remove Acknowledge' }).click();
    expect(current.stages.map((s) => s.name)).toEqual(['Respond', 'Verify identity', '']);
    await expect.element(stage(1).getByRole('textbox', { name: 'Stage name' })).toHaveFocus();
    await expect.element(page.getByRole('status')).toHaveTextContent('Acknowledge removed.');
  });

  it('keeps at least one stage and points out a stage due before the one before it', async () => {
    const draft = standard();
    await render(<Harness initial={{ ...draft, stages: [draft.stages[2]!, draft.stages[1]!] }} />);
    await expect
      .element(stage(2).getByText('After receipt. This is before the previous stage is due.'))
      .toBeVisible();
    await stage(2).getByRole('button', { name: 'Remove Acknowledge' }).click();
    await expect.element(stage(1).getByRole('button', { name: 'Remove Respond' })).toBeDisabled();
  });

  it('shows the problems by field, in the server’s spelling of the paths', async () => {
    const draft = standard();
    draft.stages[1]!.name = ' ';
    draft.name = '';
    const errors = workflowProblems(draft);
    expect(errors).toEqual({ name: 'Give the workflow a name', 'stages[1].name': 'Give the stage a name' });
    await render(
      <Harness
        initial={draft}
        errors={{ ...errors, [errorPath('stages.2.tasks.0')]: 'Task 1 must not be blank' }}
      />,
    );
    await expect.element(page.getByText('Give the workflow a name')).toBeVisible();
    await expect.element(stage(2).getByText('Give the stage a name')).toBeVisible();
    await expect.element(stage(3).getByText('Task 1 must not be blank')).toBeVisible();
  });

  it('shows a workflow to a reader without controls', async () => {
    await render(
      <WorkflowBuilder value={standard()} onChange={() => {}} assignees={TEST_ASSIGNEES} isDisabled />,
    );
    await expect.element(page.getByRole('textbox', { name: 'Workflow name' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Add stage' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /Move/ }).first()).not.toBeInTheDocument();
    await expect.element(stage(2).getByText('Adam Admin (admin@demo.test)').first()).toBeVisible();
  });
});
