import { DeviceChart } from '@privacy-portal/ui/cookieConsent/DeviceChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failed, loading, mobile, ready, rtl, STORY_BREAKDOWN } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/DeviceChart',
  component: DeviceChart,
  args: { load: ready(STORY_BREAKDOWN.devices) },
} satisfies Meta<typeof DeviceChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Consents by device' })).toBeVisible();
  },
};
export const Loading: Story = { args: { load: loading } };
export const Empty: Story = {
  args: { load: ready(STORY_BREAKDOWN.devices.map((d) => ({ ...d, consents: 0 }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No consents in this period yet')).toBeVisible();
  },
};
export const Failed: Story = {
  args: { load: failed() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
