import { Alert } from '@privacy-portal/ui/Alert';
import { RequestTimeline } from '@privacy-portal/ui/dsar/RequestTimeline';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(STORY_TIMELINE.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing has happened to this request yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { events: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the timeline');
  },
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Moved to Gather data')).toBeVisible();
  },
};
