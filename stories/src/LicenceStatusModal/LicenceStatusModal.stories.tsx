import { LicenceStatusModal } from '@privacy-portal/ui/LicenceStatusModal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settled } from '../support/settled.ts';

const meta = {
  title: 'Billing/LicenceStatusModal',
  component: LicenceStatusModal,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  args: { isOpen: true, product: 'Cookie Consent Management', onManageSubscription: fn(), onClose: fn() },
} satisfies Meta<typeof LicenceStatusModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CookieConsent: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(body.getByRole('dialog')).toHaveTextContent(
      'You have not assigned this property to cookie consent subscription. Kindly assign this property to one of your purchased cookie consent subscription in order to access this product',
    );
    await userEvent.click(body.getByRole('button', { name: 'Manage Subscription' }));
    await expect(args.onManageSubscription).toHaveBeenCalledTimes(1);
  },
};
export const ConsentPreference: Story = { args: { product: 'Consent Preference' } };
export const SocialFortuna: Story = { args: { product: 'Social Fortuna' } };
export const Dsar: Story = {
  args: { product: 'DSAR' },
  play: async () => {
    await expect(within(document.body).getByRole('dialog')).toHaveTextContent(
      'You have not assigned this organization to DSAR subscription.',
    );
  },
};
export const WithoutManageButton: Story = { args: { onManageSubscription: undefined } };
export const Dark: Story = { parameters: { theme: 'dark' } };
