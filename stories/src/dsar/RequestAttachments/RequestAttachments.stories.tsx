import { Alert } from '@privacy-portal/ui/Alert';
import { RequestAttachments } from '@privacy-portal/ui/dsar/RequestAttachments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rightToLeft } from '../../support/layouts.tsx';
import { storyRequest } from '../RequestTable/fixtures.ts';

const { attachments } = storyRequest();

const meta = {
  title: 'DSAR/RequestAttachments',
  component: RequestAttachments,
  args: { attachments, onDownload: fn() },
} satisfies Meta<typeof RequestAttachments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Empty: Story = {
  args: { attachments: [] },
};

export const Downloading: Story = {
  args: { downloadingId: attachments[0]?.id ?? null },
};

export const DownloadFailed: Story = {
  args: { error: <Alert tone="error">The file could not be downloaded (404).</Alert> },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
};
