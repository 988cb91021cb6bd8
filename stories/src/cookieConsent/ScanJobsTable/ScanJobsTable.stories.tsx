import { Alert } from '@privacy-portal/ui/Alert';
import { ScanJobsTable } from '@privacy-portal/ui/cookieConsent/ScanJobsTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
};

export const Empty: Story = {
  args: { jobs: [] },
};

export const Loading: Story = {
  args: { jobs: [], loading: true },
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
};
