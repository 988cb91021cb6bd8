import { BannerBehaviourPanel } from '@privacy-portal/ui/cookieConsent/BannerBehaviourPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'California (US) US-CA' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Region$/ }), 'br');
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      regions: [
        { region: 'EU', regulation: 'gdpr' },
        { region: 'US-CA', regulation: 'us_opt_out' },
        { region: 'BR', regulation: 'gdpr' },
      ],
    });
    await expect(canvas.getByRole('rowheader', { name: 'Brazil BR' })).toBeVisible();
  },
};

/** No region rules yet; lifetimes at their defaults. */
export const Defaults: Story = {
  args: { config: storyBanner({ regions: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rules per region: every visitor gets the default.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Keep an acceptance for' })).toHaveValue('365');
  },
};

/** Basic: regions and the opt-out, but not IAB TCF. */
export const BasicPlan: Story = {
  args: { features: BASIC },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add rule' })).toBeVisible();
    await expect(
      canvas.getByText('Google and TCF vendors comes with the Essentials plan and above.'),
    ).toBeVisible();
  },
};

/** Free: GDPR or no banner, no rules per region, no TCF. */
export const FreePlan: Story = {
  args: { features: FREE, config: storyBanner({ regions: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Opt-out \(US state laws\)/ })).toBeDisabled();
    await expect(canvas.getByText('Geo-targeting comes with the Basic plan and above.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add rule' })).toBeNull();
  },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The acceptance lifetime must be a whole number of days from 1 to 395 (13 months).'),
    ).toBeVisible();
    await expect(canvas.getByText('Region is listed twice (US-CA).')).toBeVisible();
  },
};
