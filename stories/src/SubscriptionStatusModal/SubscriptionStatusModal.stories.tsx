import { SubscriptionStatusModal } from '@privacy-portal/ui/SubscriptionStatusModal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(body.getByRole('dialog', { name: 'Subscription status changed' })).toHaveTextContent(
      'The subscription status for Cookie Consent has changed. Please contact your administrator.',
    );
    await userEvent.click(body.getByRole('button', { name: 'Manage Subscription' }));
    await expect(args.onManageSubscription).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: 'Got it' }));
    await expect(args.onGotIt).toHaveBeenCalledTimes(1);
  },
};
export const LongProductName: Story = {
  args: { product: 'Consent Preference Professional (annual, 25 properties, white-glove onboarding)' },
};
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(within(document.body).getByRole('button', { name: 'Got it' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onGotIt).toHaveBeenCalledTimes(1);
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
