import { Alert } from '@privacy-portal/ui/Alert';
import { ScanJobsTable } from '@privacy-portal/ui/cookieConsent/ScanJobsTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_SCANS } from '../ScanJobDetails/fixtures.ts';

const meta = {
  title: 'Cookie Consent/ScanJobsTable',
  component: ScanJobsTable,
  args: { jobs: STORY_SCANS, onOpen: fn(), onLoadMore: fn() },
} satisfies Meta<typeof ScanJobsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: { openId: 1, hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The site did not answer within 30 s.')).toBeVisible();
    const [first] = canvas.getAllByRole('button', { name: /^Details of the scan of/ });
    await userEvent.click(first as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show older scans' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No scans yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { jobs: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: {
    jobs: [],
    error: (
      <Alert tone="error" title="We could not load the scans">
        Something went wrong on our side. Please try again in a moment.
      </Alert>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
