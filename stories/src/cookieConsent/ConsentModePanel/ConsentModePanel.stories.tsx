import { ConsentModePanel } from '@privacy-portal/ui/cookieConsent/ConsentModePanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
export const Enabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Marketing grants ad_storage' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Analytics grants analytics_storage' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Analytics grants ad_storage' })).not.toBeChecked();
  },
};

/** Off: the mapping waits, read-only, until Consent Mode is switched on. */
export const Disabled: Story = {
  args: { config: storyBanner() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Marketing grants ad_storage' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Send Google Consent Mode v2 signals'));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      consent_mode: expect.objectContaining({ enabled: true }),
    });
    await expect(canvas.getByRole('checkbox', { name: 'Marketing grants ad_storage' })).toBeEnabled();
  },
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
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('rowheader', { name: /ad_personalization.*Always denied/ }),
    ).toBeVisible();
  },
};

/** Below essentials: the upgrade notice only. */
export const FreePlan: Story = {
  args: { features: FREE, config: storyBanner() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Google Consent Mode comes with the Essentials plan and above.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
