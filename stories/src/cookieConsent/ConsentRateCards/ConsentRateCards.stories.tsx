import { ConsentRateCards } from '@privacy-portal/ui/cookieConsent/ConsentRateCards';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, mobile, ready, rtl, STORY_SUMMARY } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/ConsentRateCards',
  component: ConsentRateCards,
  args: { load: ready(STORY_SUMMARY) },
} satisfies Meta<typeof ConsentRateCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { load: loading } };
/** No consents yet: the figures say 0, not a blank. */
export const Empty: Story = {
  args: {
    load: ready({
      ...STORY_SUMMARY,
      consents: 0,
      accept_all: 0,
      reject_all: 0,
      custom: 0,
      gpc: 0,
      opt_in_rate: 0,
      opt_out_rate: 0,
    }),
  },
};
export const Failed: Story = {
  args: { load: failed() },
};
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;
