import { ScanProgress } from '@privacy-portal/ui/cookieConsent/ScanProgress';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Scanning pages' })).toHaveAttribute(
      'aria-valuetext',
      '9 of 24 pages',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel scan' }));
    const confirm = await within(document.body).findByRole('alertdialog', { name: 'Stop this scan?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Stop the scan' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

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
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Waiting for the scanner' }),
    ).toBeVisible();
  },
};

export const FindingPages: Story = {
  args: { job: storyScan(9, { status: 'running', pages_done: 0, pages_total: 0, finished_at: null }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Finding the pages to scan' }),
    ).toBeVisible();
  },
};

export const Cancelling: Story = {
  args: { cancelling: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel scan' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
