import { SubscriptionStatusModal } from '@privacy-portal/ui/SubscriptionStatusModal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { settled } from '../support/settled.ts';

const meta = {
  title: 'Shell/SubscriptionStatusModal',
  component: SubscriptionStatusModal,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  args: { isOpen: true, product: 'Cookie Consent', onManageSubscription: fn(), onGotIt: fn() },
} satisfies Meta<typeof SubscriptionStatusModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongProductName: Story = {
  args: { product: 'Consent Preference Professional (annual, 25 properties, white-glove onboarding)' },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
