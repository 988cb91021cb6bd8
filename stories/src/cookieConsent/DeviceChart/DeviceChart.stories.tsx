import { DeviceChart } from '@privacy-portal/ui/cookieConsent/DeviceChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, mobile, ready, rtl, STORY_BREAKDOWN } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/DeviceChart',
  component: DeviceChart,
  args: { load: ready(STORY_BREAKDOWN.devices) },
} satisfies Meta<typeof DeviceChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { load: loading } };
export const Empty: Story = {
  args: { load: ready(STORY_BREAKDOWN.devices.map((d) => ({ ...d, consents: 0 }))) },
};
export const Failed: Story = {
  args: { load: failed() },
};
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
