import { ConsentModePanel } from '@privacy-portal/ui/cookieConsent/ConsentModePanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FREE, PROFESSIONAL, storyBanner } from '../BannerPreview/fixtures.ts';
import { withDraft } from '../BannerPreview/withDraft.tsx';
import { STORY_CATEGORIES } from '../CookieTable/fixtures.ts';

/** The panel with the draft in state, as the page holds it. */
const Editing = withDraft(ConsentModePanel);

const meta = {
  title: 'Cookie Consent/ConsentModePanel',
  component: Editing,
  args: {
    config: storyBanner({ consent_mode: { ...storyBanner().consent_mode, enabled: true } }),
    categories: STORY_CATEGORIES,
    features: PROFESSIONAL,
    upgradeHref: '/plans',
    onChange: fn(),
  },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On, with the recommended mapping: marketing grants the ad signals, analytics analytics_storage. */
export const Enabled: Story = {};

/** Off: the mapping waits, read-only, until Consent Mode is switched on. */
export const Disabled: Story = {
  args: { config: storyBanner() },
};

/** A signal without categories is always denied. */
export const SignalAlwaysDenied: Story = {
  args: {
    config: storyBanner({
      consent_mode: {
        enabled: true,
        mapping: { ...storyBanner().consent_mode.mapping, ad_personalization: [] },
      },
    }),
  },
};

/** Below essentials: the upgrade notice only. */
export const FreePlan: Story = {
  args: { features: FREE, config: storyBanner() },
};
