import { DsarSettingsCard } from '@privacy-portal/ui/dsar/DsarSettingsCard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const SETTINGS = { verify_reminder_days: 3, verify_close_days: 14, due_soon_days: 7, reminder_days: 3 };

const meta = {
  title: 'DSAR/DsarSettingsCard',
  component: DsarSettingsCard,
  args: { settings: SETTINGS, onSave: fn() },
} satisfies Meta<typeof DsarSettingsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const soon = canvas.getByRole('textbox', { name: 'A request is due soon' });
    await userEvent.clear(soon);
    await userEvent.type(soon, '5');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...SETTINGS, due_soon_days: 5 });
  },
};
export const Loading: Story = { args: { settings: null } };
export const Refused: Story = {
  args: {
    problem: 'Please correct the marked fields.',
    errors: { verify_close_days: 'Must be more than verify_reminder_days.' },
  },
};
export const ReadOnly: Story = { args: { isDisabled: true } };
