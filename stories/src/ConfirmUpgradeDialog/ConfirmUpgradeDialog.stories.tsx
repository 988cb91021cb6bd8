import { ConfirmUpgradeDialog } from '@privacy-portal/ui/ConfirmUpgradeDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { settled } from '../support/settled.ts';

const meta = {
  title: 'Billing/ConfirmUpgradeDialog',
  component: ConfirmUpgradeDialog,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  args: {
    isOpen: true,
    planName: 'Cookie Consent Professional',
    cycle: 'monthly',
    total: 297,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmUpgradeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDiscount: Story = {
  args: { total: 267.3, discountPercentage: 10 },
};
export const Busy: Story = { args: { busy: true } };
export const WithoutTotal: Story = { args: { total: null, planName: undefined } };
export const LongPlanName: Story = {
  args: {
    planName: 'Consent Preference Professional with 40,000 consents and premium support (annual)',
    cycle: 'yearly',
    total: 12990,
  },
};
export const Dark: Story = { parameters: { theme: 'dark' }, args: { discountPercentage: 15 } };
