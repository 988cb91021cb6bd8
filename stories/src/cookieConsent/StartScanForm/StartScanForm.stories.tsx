import { StartScanForm } from '@privacy-portal/ui/cookieConsent/StartScanForm';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Cookie Consent/StartScanForm',
  component: StartScanForm,
  args: { onStart: fn() },
} satisfies Meta<typeof StartScanForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start scan' }));
    await expect(args.onStart).toHaveBeenCalledWith({ three_state: true, behind_login: false });
  },
};

export const BehindLogin: Story = {
  args: { canScanBehindLogin: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Log in first' })).not.toBeChecked();
  },
};

export const Starting: Story = { args: { busy: true } };

export const ScanRunning: Story = {
  args: { disabledReason: 'A scan is under way; the next one can start when it ends.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Start scan' })).toBeDisabled();
  },
};

/** The month's scans are used up: the server's words. */
export const LimitRefusal: Story = {
  args: {
    error:
      'You have exceeded cookie scan limit for this month. For more details Manage subscription or upgrade plan',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You have exceeded cookie scan limit',
    );
  },
};
