import { ReviewBanner } from '@privacy-portal/ui/cookieConsent/ReviewBanner';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Cookie Consent/ReviewBanner',
  component: ReviewBanner,
  args: { count: 5, onPublishAll: fn(), onReview: fn() },
} satisfies Meta<typeof ReviewBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingReview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '5 cookies awaiting review' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish all' }));
    await expect(args.onPublishAll).toHaveBeenCalled();
  },
};

export const Publishing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Review' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { count: 1, onPublishAll: undefined, onReview: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Nothing waits: nothing shows. */
export const NothingToReview: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
