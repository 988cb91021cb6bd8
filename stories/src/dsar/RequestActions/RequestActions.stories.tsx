import { RequestActions } from '@privacy-portal/ui/dsar/RequestActions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rightToLeft } from '../../support/layouts.tsx';

const meta = {
  title: 'DSAR/RequestActions',
  component: RequestActions,
  args: { status: 'in_progress', onMessage: fn(), onClose: fn(), onDownloadRecord: fn() },
} satisfies Meta<typeof RequestActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Unverified: Story = {
  args: { status: 'unverified' },
};

export const Closed: Story = {
  args: { status: 'completed' },
};

export const DownloadingRecord: Story = {
  args: { downloadingRecord: true },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
};
