import { RequestDeadlines } from '@privacy-portal/ui/dsar/RequestDeadlines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rightToLeft } from '../../support/layouts.tsx';
import { STORY_TODAY, storyRequest } from '../RequestTable/fixtures.ts';

const base = storyRequest();

const meta = {
  title: 'DSAR/RequestDeadlines',
  component: RequestDeadlines,
  args: { request: base, today: STORY_TODAY, onExtend: fn() },
} satisfies Meta<typeof RequestDeadlines>;
export default meta;
type Story = StoryObj<typeof meta>;

/** GDPR: one month, which may be extended by two. */
export const Extendable: Story = {};

export const Extended: Story = {
  args: {
    request: storyRequest({
      extension_reason: 'Your request covers several systems that take longer to search.',
      request: { extended: true, due_on: '2027-02-02' },
      deadlines: { ...base.deadlines, due_on: '2027-02-02' },
    }),
  },
};

export const Overdue: Story = {
  args: {
    request: storyRequest({
      request: { due_on: '2026-11-17', overdue: true },
      deadlines: { ...base.deadlines, due_on: '2026-11-17', days_left: -3, can_extend: false },
    }),
  },
};

/** CCPA: an acknowledgement within 10 business days, still to send. */
export const AcknowledgementDue: Story = {
  args: {
    request: storyRequest({
      request: { country: 'US', state: 'CA', jurisdiction: 'CCPA', due_on: '2026-12-17' },
      deadlines: {
        ...base.deadlines,
        jurisdiction: 'CCPA',
        law: 'CCPA/CPRA (California)',
        due_on: '2026-12-17',
        original_due_on: '2026-12-17',
        extended_due_on: '2027-01-31',
        extension_notice_by: '2026-12-17',
        acknowledge_by: '2026-11-16',
        acknowledged_at: null,
      },
    }),
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
};
