import { CategoryConsentBars } from '@privacy-portal/ui/cookieConsent/CategoryConsentBars';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, mobile, ready, rtl, STORY_BREAKDOWN } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/CategoryConsentBars',
  component: CategoryConsentBars,
  args: { load: ready(STORY_BREAKDOWN.categories) },
} satisfies Meta<typeof CategoryConsentBars>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { load: loading } };
export const Empty: Story = {
  args: { load: ready(STORY_BREAKDOWN.categories.map((c) => ({ ...c, granted: 0, denied: 0 }))) },
};
export const Failed: Story = {
  args: { load: failed() },
};
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
