import { LicenceStatusModal } from '@privacy-portal/ui/LicenceStatusModal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const CookieConsent: Story = {};
export const ConsentPreference: Story = { args: { product: 'Consent Preference' } };
export const SocialFortuna: Story = { args: { product: 'Social Fortuna' } };
export const Dsar: Story = {
  args: { product: 'DSAR' },
};
export const WithoutManageButton: Story = { args: { onManageSubscription: undefined } };
export const Dark: Story = { parameters: { theme: 'dark' } };
