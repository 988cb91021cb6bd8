import { Alert } from '@privacy-portal/ui/Alert';
import { RequestAttachments } from '@privacy-portal/ui/dsar/RequestAttachments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download id-card.pdf' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { attachments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files came with this request.')).toBeVisible();
  },
};

export const Downloading: Story = {
  args: { downloadingId: attachments[0]?.id ?? null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Download id-card.pdf' })).toBeVisible();
  },
};

export const DownloadFailed: Story = {
  args: { error: <Alert tone="error">The file could not be downloaded (404).</Alert> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('id-card.pdf')).toBeVisible();
  },
};
