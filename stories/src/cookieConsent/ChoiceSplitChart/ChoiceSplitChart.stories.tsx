import { ChoiceSplitChart } from '@privacy-portal/ui/cookieConsent/ChoiceSplitChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, mobile, ready, rtl, STORY_SUMMARY } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/ChoiceSplitChart',
  component: ChoiceSplitChart,
  args: { load: ready(STORY_SUMMARY) },
} satisfies Meta<typeof ChoiceSplitChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { load: loading } };
export const Empty: Story = {
  args: { load: ready({ ...STORY_SUMMARY, consents: 0, accept_all: 0, reject_all: 0, custom: 0 }) },
};
export const Failed: Story = {
  args: { load: failed() },
};
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
