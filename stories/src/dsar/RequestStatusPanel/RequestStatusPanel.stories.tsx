import { RequestStatusPanel } from '@privacy-portal/ui/dsar/RequestStatusPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rightToLeft } from '../../support/layouts.tsx';
import { STORY_ASSIGNEES, storyRequest } from '../RequestTable/fixtures.ts';

const meta = {
  title: 'DSAR/RequestStatusPanel',
  component: RequestStatusPanel,
  args: { request: storyRequest(), assignees: STORY_ASSIGNEES, onAssign: fn(), onResendVerification: fn() },
} satisfies Meta<typeof RequestStatusPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Standard request handling')).toBeVisible();
  },
};

export const Unverified: Story = {
  args: {
    request: storyRequest({
      verified_at: null,
      request: { status: 'unverified', verified: false, assignee: null },
    }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend verification' }));
    await expect(args.onResendVerification).toHaveBeenCalled();
  },
};

export const Completed: Story = {
  args: {
    request: storyRequest({
      outcome: 'completed',
      outcome_note: 'The copy of your data was sent by a secure link.',
      closed_at: '2026-11-19T15:00:00.000Z',
      request: { status: 'completed' },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Outcome' })).toBeVisible();
  },
};

/** A view-only member sees who is assigned but cannot change it. */
export const ReadOnly: Story = {
  args: { onAssign: undefined, onResendVerification: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Assignee: Oscar Orgadmin')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In progress')).toBeVisible();
  },
};
