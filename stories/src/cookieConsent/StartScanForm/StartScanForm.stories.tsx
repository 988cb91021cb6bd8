import { StartScanForm } from '@privacy-portal/ui/cookieConsent/StartScanForm';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Cookie Consent/StartScanForm',
  component: StartScanForm,
  args: { onStart: fn() },
} satisfies Meta<typeof StartScanForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const BehindLogin: Story = {
  args: { canScanBehindLogin: true },
};

export const Starting: Story = { args: { busy: true } };

export const ScanRunning: Story = {
  args: { disabledReason: 'A scan is under way; the next one can start when it ends.' },
};

/** The month's scans are used up: the server's words. */
export const LimitRefusal: Story = {
  args: {
    error:
      'You have exceeded cookie scan limit for this month. For more details Manage subscription or upgrade plan',
  },
};
