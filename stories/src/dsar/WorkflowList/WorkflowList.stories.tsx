import { WorkflowList } from '@privacy-portal/ui/dsar/WorkflowList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_WORKFLOWS } from './fixtures.ts';

const meta = {
  title: 'DSAR/WorkflowList',
  component: WorkflowList,
  args: {
    workflows: STORY_WORKFLOWS,
    editHref: (workflow) => `/privacy/dsar/createworkflow/${workflow.id}?oid=1&pid=1`,
    onToggle: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof WorkflowList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Saving: Story = { args: { busyId: 2 } };

export const ReadOnly: Story = {
  args: { onToggle: undefined, onDelete: undefined },
};

export const Empty: Story = {
  args: { workflows: [] },
};

export const Loading: Story = { args: { workflows: [], loading: true } };
