import { BannerPreview } from '@privacy-portal/ui/cookieConsent/BannerPreview';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor, within } from 'storybook/test';
import { STORY_CATEGORIES, STORY_COOKIES } from '../CookieTable/fixtures.ts';
import { storyBanner } from './fixtures.ts';

// The preview's behaviour (choices alike, layouts, languages, preferences) is tested in
// ui/src/cookieConsent/BannerPreview/BannerPreview.test.tsx; these stories are its catalogue.
const meta = {
  title: 'Cookie Consent/BannerPreview',
  component: BannerPreview,
  args: { config: storyBanner(), categories: STORY_CATEGORIES, cookies: STORY_COOKIES },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default box in the bottom-left corner, in English. */
export const Box: Story = {};

export const Bar: Story = {
  args: { config: storyBanner({ layout: 'bar', position: 'bottom' }) },
};

export const BarAtTheTop: Story = {
  args: { config: storyBanner({ layout: 'bar', position: 'top' }) },
};

export const Popup: Story = {
  args: { config: storyBanner({ layout: 'popup', position: 'center', button_style: 'outline' }) },
};

/** At 375 px the choices stack, still the same size. */
export const Mobile: Story = {
  args: { defaultView: 'mobile' },
};

/** Preferences open: each category with its description, a switch, and its cookies. */
export const Preferences: Story = {
  // The preview has no prop to open Preferences, so the story clicks it (fireEvent: user-event's
  // hooks fail on an iframe's document once the story unmounts it).
  play: async ({ canvasElement }) => {
    const iframe = within(canvasElement).getByTitle('Banner preview, desktop width') as HTMLIFrameElement;
    const button = await waitFor(() =>
      within(iframe.contentDocument!.body).getByRole('button', { name: 'Preferences' }),
    );
    fireEvent.click(button);
  },
};

/** Arabic: the banner's document turns right to left. */
export const Arabic: Story = {
  args: { language: 'ar' },
};

/** German, as a visitor picks it in the banner's own picker. */
export const German: Story = {
  args: { language: 'de' },
};

/** Visitors under a US opt-out rule: 'Do Not Sell or Share' beside Accept all, alike. */
export const UsOptOut: Story = {
  args: { variant: 'us_opt_out' },
};

/** Essentials and up without the branding line, and without Preferences. */
export const NoBrandingNoCategories: Story = {
  args: { config: storyBanner({ show_branding: false, show_categories: false }) },
};

/** The owner's colours and font (the editor warns about this contrast; the preview shows it as it is). */
export const OwnColours: Story = {
  args: {
    config: storyBanner({
      font: 'Georgia',
      colours: {
        background: '#10231b',
        text: '#f4f1e8',
        accent: '#f0b323',
        accent_text: '#10231b',
        link: '#f0b323',
      },
    }),
  },
};
