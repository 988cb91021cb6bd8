import { RequestActions } from '@privacy-portal/ui/dsar/RequestActions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rightToLeft } from '../../support/layouts.tsx';

const meta = {
  title: 'DSAR/RequestActions',
  component: RequestActions,
  args: { status: 'in_progress', onMessage: fn(), onClose: fn(), onDownloadRecord: fn() },
} satisfies Meta<typeof RequestActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Complete' }));
    await expect(args.onClose).toHaveBeenCalledWith('completed');
  },
};

export const Unverified: Story = {
  args: { status: 'unverified' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Complete' })).toBeDisabled();
  },
};

export const Closed: Story = {
  args: { status: 'completed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Reject' })).toBeNull();
  },
};

export const DownloadingRecord: Story = {
  args: { downloadingRecord: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Download record/ })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reject' })).toBeVisible();
  },
};
