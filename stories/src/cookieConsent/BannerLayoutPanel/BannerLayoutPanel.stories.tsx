import { BannerLayoutPanel } from '@privacy-portal/ui/cookieConsent/BannerLayoutPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FREE, PROFESSIONAL, storyBanner } from '../BannerPreview/fixtures.ts';
import { withDraft } from '../BannerPreview/withDraft.tsx';

/** The panel with the draft in state, as the page holds it. */
const Editing = withDraft(BannerLayoutPanel);

const meta = {
  title: 'Cookie Consent/BannerLayoutPanel',
  component: Editing,
  args: { config: storyBanner(), features: PROFESSIONAL, upgradeHref: '/plans', onChange: fn() },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A box in the bottom-left corner; choosing the bar moves it to the bottom edge. */
export const Defaults: Story = {};

/** A popup in the middle has no other position to offer. */
export const Popup: Story = {
  args: {
    config: storyBanner({
      layout: 'popup',
      position: 'center',
      logo_url: 'https://demo-store.example/logo.svg',
    }),
  },
};

/** Free and basic plans keep the branding: the upgrade notice stands in for the switch. */
export const FreePlan: Story = {
  args: { features: FREE },
};

/** The server's reasons on the fields they name. */
export const Errors: Story = {
  args: {
    config: storyBanner({ logo_url: 'ftp://demo-store.example/logo.png' }),
    errors: { logo_url: 'must be an http or https address', font: 'must be one of the listed fonts' },
  },
};

export const ReadOnly: Story = {
  args: { isDisabled: true },
};
