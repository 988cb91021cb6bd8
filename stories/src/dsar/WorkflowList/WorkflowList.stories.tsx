import { WorkflowList } from '@privacy-portal/ui/dsar/WorkflowList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delete my data · 3 stages · 4 open requests')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Opt-out fast track: active' }));
    await expect(args.onToggle).toHaveBeenCalledWith(STORY_WORKFLOWS[2], true);
  },
};

export const Saving: Story = { args: { busyId: 2 } };

export const ReadOnly: Story = {
  args: { onToggle: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'View Opt-out fast track' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { workflows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No workflow yet/)).toBeVisible();
  },
};

export const Loading: Story = { args: { workflows: [], loading: true } };
