import { ConsentTrendChart } from '@privacy-portal/ui/cookieConsent/ConsentTrendChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, mobile, ready, rtl, storyDays } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/ConsentTrendChart',
  component: ConsentTrendChart,
  args: { load: ready(storyDays(90)) },
} satisfies Meta<typeof ConsentTrendChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { load: loading } };
export const Empty: Story = {
  args: {
    load: ready(
      storyDays(30).map((d) => ({
        ...d,
        consents: 0,
        accept_all: 0,
        reject_all: 0,
        custom: 0,
        gpc: 0,
        pageviews: 0,
      })),
    ),
  },
};
export const Failed: Story = {
  args: { load: failed() },
};
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
