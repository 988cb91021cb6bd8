import { DsarSettingsCard } from '@privacy-portal/ui/dsar/DsarSettingsCard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const SETTINGS = { verify_reminder_days: 3, verify_close_days: 14, due_soon_days: 7, reminder_days: 3 };

const meta = {
  title: 'DSAR/DsarSettingsCard',
  component: DsarSettingsCard,
  args: { settings: SETTINGS, onSave: fn() },
} satisfies Meta<typeof DsarSettingsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { settings: null } };
export const Refused: Story = {
  args: {
    problem: 'Please correct the marked fields.',
    errors: { verify_close_days: 'Must be more than verify_reminder_days.' },
  },
};
export const ReadOnly: Story = { args: { isDisabled: true } };
