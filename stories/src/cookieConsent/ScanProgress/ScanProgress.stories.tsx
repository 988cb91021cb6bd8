import { ScanProgress } from '@privacy-portal/ui/cookieConsent/ScanProgress';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyScan } from '../ScanJobDetails/fixtures.ts';

const meta = {
  title: 'Cookie Consent/ScanProgress',
  component: ScanProgress,
  args: {
    job: storyScan(9, {
      status: 'running',
      pages_done: 9,
      pages_total: 24,
      cookies_found: 7,
      finished_at: null,
    }),
    onCancel: fn(),
  },
} satisfies Meta<typeof ScanProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};

export const Queued: Story = {
  args: {
    job: storyScan(9, {
      status: 'queued',
      pages_done: 0,
      pages_total: 0,
      started_at: null,
      finished_at: null,
    }),
  },
};

export const FindingPages: Story = {
  args: { job: storyScan(9, { status: 'running', pages_done: 0, pages_total: 0, finished_at: null }) },
};

export const Cancelling: Story = {
  args: { cancelling: true },
};
