import type { Schemas } from '@privacy-portal/sdk';
import { ScheduleList } from '@privacy-portal/ui/cookieConsent/ScheduleList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const SCHEDULES: Schemas['ScanSchedule'][] = [
  {
    id: 1,
    frequency: 'weekly',
    hour: 2,
    three_state: true,
    enabled: true,
    next_run_at: '2026-03-09T02:00:00.000Z',
    last_run_at: '2026-03-02T02:00:00.000Z',
  },
  {
    id: 2,
    frequency: 'monthly',
    hour: 4,
    three_state: false,
    enabled: false,
    next_run_at: '2026-04-01T04:00:00.000Z',
    last_run_at: null,
  },
];

const meta = {
  title: 'Cookie Consent/ScheduleList',
  component: ScheduleList,
  args: { schedules: SCHEDULES, onAdd: fn(), onEdit: fn(), onToggle: fn(), onDelete: fn() },
} satisfies Meta<typeof ScheduleList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Empty: Story = {
  args: { schedules: [] },
};

export const Loading: Story = {
  args: { schedules: [], loading: true },
};

export const ReadOnly: Story = {
  args: { onAdd: undefined, onEdit: undefined, onToggle: undefined, onDelete: undefined },
};
