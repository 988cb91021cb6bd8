import { Alert } from '@privacy-portal/ui/Alert';
import { RequestExportPanel } from '@privacy-portal/ui/dsar/RequestExportPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Empty: Story = {};

export const Running: Story = {
  args: { job: storyExport() },
};

export const Ready: Story = {
  args: {
    job: storyExport({ status: 'succeeded', done: 60, file_name: 'dsar-requests-2026-11-20.csv' }),
    downloadUrl: 'data:text/csv,reference',
  },
};

export const Failed: Story = {
  args: {
    job: storyExport({ status: 'failed' }),
    error: <Alert tone="error">An export is already running: wait for it to finish.</Alert>,
  },
};

export const RightToLeft: Story = {
  args: { job: storyExport() },
  decorators: [rightToLeft],
};

export const Mobile: Story = {
  args: { job: storyExport() },
  decorators: [onPhone(PHONE.width)],
  play: noSideScroll,
};
