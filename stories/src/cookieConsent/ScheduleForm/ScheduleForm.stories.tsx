import { ScheduleForm } from '@privacy-portal/ui/cookieConsent/ScheduleForm';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openDialog } from '../openDialog.ts';

const meta = {
  title: 'Cookie Consent/ScheduleForm',
  component: ScheduleForm,
  args: { isOpen: true, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ScheduleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ args }) => {
    const form = within(await openDialog());
    await userEvent.click(form.getByText('Monthly'));
    await userEvent.click(form.getByRole('button', { name: 'Schedule scan' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      frequency: 'monthly',
      hour: 2,
      three_state: true,
      enabled: true,
    });
  },
};

export const Change: Story = {
  args: {
    schedule: {
      id: 1,
      frequency: 'daily',
      hour: 23,
      three_state: false,
      enabled: false,
      next_run_at: '2026-03-03T23:00:00.000Z',
      last_run_at: null,
    },
  },
  play: async () => {
    const form = within(await openDialog());
    await expect(form.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  },
};

export const Refused: Story = {
  args: { error: 'A property has at most 10 scheduled scans.' },
  play: async () => {
    const form = within(await openDialog());
    await expect(form.getByRole('alert')).toHaveTextContent('A property has at most 10 scheduled scans.');
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async () => {
    const form = within(await openDialog());
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
