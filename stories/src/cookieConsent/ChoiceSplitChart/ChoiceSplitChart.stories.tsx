import { ChoiceSplitChart } from '@privacy-portal/ui/cookieConsent/ChoiceSplitChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failed, loading, mobile, ready, rtl, STORY_SUMMARY } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/ChoiceSplitChart',
  component: ChoiceSplitChart,
  args: { load: ready(STORY_SUMMARY) },
} satisfies Meta<typeof ChoiceSplitChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Choices' })).toBeVisible();
  },
};
export const Loading: Story = { args: { load: loading } };
export const Empty: Story = {
  args: { load: ready({ ...STORY_SUMMARY, consents: 0, accept_all: 0, reject_all: 0, custom: 0 }) },
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
