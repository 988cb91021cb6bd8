import { Alert } from '@privacy-portal/ui/Alert';
import { RequestTimeline } from '@privacy-portal/ui/dsar/RequestTimeline';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rightToLeft } from '../../support/layouts.tsx';
import { STORY_TIMELINE } from '../RequestTable/fixtures.ts';

const meta = {
  title: 'DSAR/RequestTimeline',
  component: RequestTimeline,
  args: { events: STORY_TIMELINE, onLoadMore: fn() },
} satisfies Meta<typeof RequestTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: { hasMore: true },
};

export const Empty: Story = {
  args: { events: [] },
};

export const Loading: Story = {
  args: { events: [], loading: true },
};

export const LoadError: Story = {
  args: {
    events: [],
    error: (
      <Alert tone="error" title="We could not load the timeline">
        Something went wrong on our side. Please try again in a moment.
      </Alert>
    ),
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
};
