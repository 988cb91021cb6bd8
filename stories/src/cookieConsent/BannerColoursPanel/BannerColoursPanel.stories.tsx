import { BannerColoursPanel } from '@privacy-portal/ui/cookieConsent/BannerColoursPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyBanner } from '../BannerPreview/fixtures.ts';
import { withDraft } from '../BannerPreview/withDraft.tsx';

/** The panel with the draft in state, as the page holds it. */
const Editing = withDraft(BannerColoursPanel);

const meta = {
  title: 'Cookie Consent/BannerColoursPanel',
  component: Editing,
  args: { config: storyBanner(), onChange: fn() },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default colours: every pair reaches 4.5:1. */
export const Defaults: Story = {};

/** Pale grey text: below 4.5:1, with the nearest colour that passes one press away. */
export const LowContrast: Story = {
  args: {
    config: storyBanner({
      colours: {
        background: '#ffffff',
        text: '#a3a3a3',
        accent: '#f0b323',
        accent_text: '#ffffff',
        link: '#1a56db',
      },
    }),
  },
};

/** Outline buttons write their label in the button colour on the background. */
export const OutlineButtons: Story = {
  args: { config: storyBanner({ button_style: 'outline' }) },
};

/** A half-typed colour is kept in the field and explained; the draft keeps the last good one. */
export const TypingAColour: Story = {};

/** The server's refusal on the colour it names. */
export const ServerError: Story = {
  args: {
    errors: {
      'colours.text':
        'The text is too hard to read: #a3a3a3 on #ffffff has a contrast of 2.5:1, and needs at least 4.5:1 (WCAG AA)',
    },
  },
};
