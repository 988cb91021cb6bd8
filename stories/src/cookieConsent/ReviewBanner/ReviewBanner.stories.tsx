import { ReviewBanner } from '@privacy-portal/ui/cookieConsent/ReviewBanner';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Cookie Consent/ReviewBanner',
  component: ReviewBanner,
  args: { count: 5, onPublishAll: fn(), onReview: fn() },
} satisfies Meta<typeof ReviewBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingReview: Story = {};

export const Publishing: Story = {
  args: { busy: true },
};

export const ReadOnly: Story = {
  args: { count: 1, onPublishAll: undefined, onReview: undefined },
};

/** Nothing waits: nothing shows. */
export const NothingToReview: Story = {
  args: { count: 0 },
};
