import { Button } from '@privacy-portal/ui/Button';
import { ScannerStatusCard } from '@privacy-portal/ui/cookieConsent/ScannerStatusCard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_SCANS, storyScan } from '../ScanJobDetails/fixtures.ts';

const meta = {
  title: 'Cookie Consent/ScannerStatusCard',
  component: ScannerStatusCard,
  args: {
    status: {
      state: 'idle',
      current: null,
      last: STORY_SCANS[0] ?? null,
      available: { available: 3, limit: 5, used: 2 },
      schedules: 1,
      max_pages: 1000,
    },
    actions: <Button>Start scan</Button>,
  },
} satisfies Meta<typeof ScannerStatusCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Unlimited: Story = {
  args: {
    status: {
      state: 'running',
      current: storyScan(9, { status: 'running', finished_at: null }),
      last: STORY_SCANS[0] ?? null,
      available: { available: -1, limit: -1, used: 14 },
      schedules: 3,
      max_pages: 5000,
    },
  },
};

export const LimitReached: Story = {
  args: {
    status: {
      state: 'idle',
      current: null,
      last: STORY_SCANS[0] ?? null,
      available: { available: 0, limit: 2, used: 2 },
      schedules: 0,
      max_pages: 100,
    },
  },
};

/** A property never scanned. */
export const NeverScanned: Story = {
  args: {
    status: {
      state: 'idle',
      current: null,
      last: null,
      available: { available: 1, limit: 1, used: 0 },
      schedules: 0,
      max_pages: 50,
    },
  },
};
