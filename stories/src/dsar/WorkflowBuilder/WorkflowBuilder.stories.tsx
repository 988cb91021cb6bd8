import {
  draftFromWorkflow,
  emptyDraft,
  WorkflowBuilder,
  type WorkflowDraft,
  type WorkflowErrors,
} from '@privacy-portal/ui/dsar/WorkflowBuilder';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { STORY_ASSIGNEES, STORY_WORKFLOWS } from '../WorkflowList/fixtures.ts';

/** The builder with its draft held, as the page holds it. */
function Builder({
  initial,
  errors,
  nameStatus,
  isDisabled,
}: {
  initial: () => WorkflowDraft;
  errors?: WorkflowErrors;
  nameStatus?: string;
  isDisabled?: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <WorkflowBuilder
      value={draft}
      onChange={setDraft}
      errors={errors}
      nameStatus={nameStatus}
      assignees={STORY_ASSIGNEES}
      isDisabled={isDisabled}
    />
  );
}

const standard = () => draftFromWorkflow(STORY_WORKFLOWS[0] as (typeof STORY_WORKFLOWS)[0]);

const meta = {
  title: 'DSAR/WorkflowBuilder',
  component: Builder,
  args: { initial: standard },
} satisfies Meta<typeof Builder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Existing: Story = {
  args: { nameStatus: 'The name is free.' },
};

export const New: Story = {
  args: { initial: emptyDraft },
};

export const WithProblems: Story = {
  args: {
    initial: () => ({ ...standard(), name: 'Deletion requests' }),
    errors: {
      name: 'The name Deletion requests is already used by another workflow',
      'stages[2].tasks[1]': 'Must not be blank.',
    },
  },
};

export const ReadOnly: Story = { args: { isDisabled: true } };
