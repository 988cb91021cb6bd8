import { BannerBehaviourPanel } from '@privacy-portal/ui/cookieConsent/BannerBehaviourPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BASIC, FREE, PROFESSIONAL, storyBanner } from '../BannerPreview/fixtures.ts';
import { withDraft } from '../BannerPreview/withDraft.tsx';

/** The panel with the draft in state, as the page holds it. */
const Editing = withDraft(BannerBehaviourPanel);

const meta = {
  title: 'Cookie Consent/BannerBehaviourPanel',
  component: Editing,
  args: { config: storyBanner(), features: PROFESSIONAL, upgradeHref: '/plans', onChange: fn() },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** GDPR by default, the EU and California with rules of their own. */
export const Full: Story = {};

/** No region rules yet; lifetimes at their defaults. */
export const Defaults: Story = {
  args: { config: storyBanner({ regions: [] }) },
};

/** Basic: regions and the opt-out, but not IAB TCF. */
export const BasicPlan: Story = {
  args: { features: BASIC },
};

/** Free: GDPR or no banner, no rules per region, no TCF. */
export const FreePlan: Story = {
  args: { features: FREE, config: storyBanner({ regions: [] }) },
};

/** The server's reasons on the fields they name. */
export const Errors: Story = {
  args: {
    config: storyBanner({ consent_lifetime_days: 395 }),
    errors: {
      consent_lifetime_days: 'must be a whole number of days from 1 to 395 (13 months)',
      'regions.1.region': 'is listed twice (US-CA)',
    },
  },
};
