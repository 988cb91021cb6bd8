import { RequestStatusPanel } from '@privacy-portal/ui/dsar/RequestStatusPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rightToLeft } from '../../support/layouts.tsx';
import { STORY_ASSIGNEES, storyRequest } from '../RequestTable/fixtures.ts';

const meta = {
  title: 'DSAR/RequestStatusPanel',
  component: RequestStatusPanel,
  args: { request: storyRequest(), assignees: STORY_ASSIGNEES, onAssign: fn(), onResendVerification: fn() },
} satisfies Meta<typeof RequestStatusPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

export const Unverified: Story = {
  args: {
    request: storyRequest({
      verified_at: null,
      request: { status: 'unverified', verified: false, assignee: null },
    }),
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
};

/** A view-only member sees who is assigned but cannot change it. */
export const ReadOnly: Story = {
  args: { onAssign: undefined, onResendVerification: undefined },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
};
