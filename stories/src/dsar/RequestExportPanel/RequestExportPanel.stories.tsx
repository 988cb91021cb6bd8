import { Alert } from '@privacy-portal/ui/Alert';
import { RequestExportPanel } from '@privacy-portal/ui/dsar/RequestExportPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noSideScroll, onPhone, rightToLeft } from '../../support/layouts.tsx';
import { PHONE, storyExport } from '../RequestTable/fixtures.ts';

const meta = {
  title: 'DSAR/RequestExportPanel',
  component: RequestExportPanel,
  args: {
    job: null,
    scope: 'Exports the requests the filters show: open, overdue, under GDPR.',
    onStart: fn(),
  },
} satisfies Meta<typeof RequestExportPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const Running: Story = {
  args: { job: storyExport() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Exporting requests' }),
    ).toBeVisible();
  },
};

export const Ready: Story = {
  args: {
    job: storyExport({ status: 'succeeded', done: 60, file_name: 'dsar-requests-2026-11-20.csv' }),
    downloadUrl: 'data:text/csv,reference',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Download dsar-requests-2026-11-20.csv' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    job: storyExport({ status: 'failed' }),
    error: <Alert tone="error">An export is already running: wait for it to finish.</Alert>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The export failed. Start it again.')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { job: storyExport() },
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { job: storyExport() },
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
