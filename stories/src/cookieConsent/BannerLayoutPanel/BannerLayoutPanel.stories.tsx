import { BannerLayoutPanel } from '@privacy-portal/ui/cookieConsent/BannerLayoutPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Bottom left' })).toBeChecked();
    await userEvent.click(canvas.getByText(/^Bar:/));
    await expect(args.onChange).toHaveBeenLastCalledWith({ layout: 'bar', position: 'bottom' });
    await expect(canvas.getByRole('radio', { name: 'Top' })).not.toBeChecked();
    await userEvent.click(canvas.getByText('Outline'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ button_style: 'outline' });
  },
};

/** A popup in the middle has no other position to offer. */
export const Popup: Story = {
  args: {
    config: storyBanner({
      layout: 'popup',
      position: 'center',
      logo_url: 'https://demo-store.example/logo.svg',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup', { name: 'Position' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Logo address' })).toHaveValue(
      'https://demo-store.example/logo.svg',
    );
  },
};

/** Free and basic plans keep the branding: the upgrade notice stands in for the switch. */
export const FreePlan: Story = {
  args: { features: FREE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Removal of powered-by branding comes with the Essentials plan and above.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** The server's reasons on the fields they name. */
export const Errors: Story = {
  args: {
    config: storyBanner({ logo_url: 'ftp://demo-store.example/logo.png' }),
    errors: { logo_url: 'must be an http or https address', font: 'must be one of the listed fonts' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Logo address must be an http or https address.')).toBeVisible();
    await expect(canvas.getByText('Font must be one of the listed fonts.')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Filled' })).toBeDisabled();
  },
};
