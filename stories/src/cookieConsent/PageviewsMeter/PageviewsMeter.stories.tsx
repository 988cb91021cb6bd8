import { PageviewsMeter } from '@privacy-portal/ui/cookieConsent/PageviewsMeter';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, mobile, ready, rtl, STORY_SUMMARY } from '../consentDashboardFixtures.tsx';

const meta = {
  title: 'Cookie Consent/PageviewsMeter',
  component: PageviewsMeter,
  args: { load: ready(STORY_SUMMARY), upgradeHref: '/settings/billing/pricing?plan_type=0' },
} satisfies Meta<typeof PageviewsMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { load: loading } };
export const Empty: Story = {
  args: { load: ready({ ...STORY_SUMMARY, month_pageviews: 0, month_consents: 0 }) },
};
export const Failed: Story = {
  args: { load: failed() },
};
export const RightToLeft: Story = rtl;
export const Mobile: Story = mobile;

/** Past the plan's monthly pageviews and consent storage: nothing stops, the way to upgrade shows. */
export const OverTheLimit: Story = {
  args: {
    load: ready({
      ...STORY_SUMMARY,
      month_pageviews: 131_000,
      pageviews_limit: 100_000,
      month_consents: 61_200,
    }),
  },
};
/** Enterprise: no limits to measure against. */
export const Unlimited: Story = {
  args: { load: ready({ ...STORY_SUMMARY, pageviews_limit: -1, consents_limit: -1 }) },
};
