import { ScheduleForm } from '@privacy-portal/ui/cookieConsent/ScheduleForm';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogEntered } from '../openDialog.ts';

const meta = {
  title: 'Cookie Consent/ScheduleForm',
  component: ScheduleForm,
  args: { isOpen: true, onSubmit: fn(), onCancel: fn() },
  play: dialogEntered,
} satisfies Meta<typeof ScheduleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};

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
};

export const Refused: Story = {
  args: { error: 'A property has at most 10 scheduled scans.' },
};

export const Saving: Story = {
  args: { busy: true },
};
