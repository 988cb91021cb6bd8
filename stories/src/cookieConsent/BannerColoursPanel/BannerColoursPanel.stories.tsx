import { contrastRatio } from '@privacy-portal/sdk/cookie-consent';
import { BannerColoursPanel } from '@privacy-portal/ui/cookieConsent/BannerColoursPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Every pair reaches 4.5:1.');
    await expect(canvas.getAllByText(/passes WCAG AA/)).toHaveLength(3);
  },
};

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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 3 pairs are below 4.5:1.');
    await userEvent.click(canvas.getByRole('button', { name: /for text on the background$/ }));
    const patch = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as {
      colours: { text: string };
    };
    await expect(contrastRatio(patch.colours.text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('1 of 3 pairs are below 4.5:1.'),
    );
  },
};

/** Outline buttons write their label in the button colour on the background. */
export const OutlineButtons: Story = {
  args: { config: storyBanner({ button_style: 'outline' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Button labels on the background')).toBeVisible();
  },
};

/** A half-typed colour is kept in the field and explained; the draft keeps the last good one. */
export const TypingAColour: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Background' });
    await userEvent.clear(field);
    await userEvent.type(field, '#fa');
    await expect(canvas.getByText('Background must be a colour such as #1a73e8.')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(field, 'f');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      colours: expect.objectContaining({ background: '#ffaaff' }),
    });
  },
};

/** The server's refusal on the colour it names. */
export const ServerError: Story = {
  args: {
    errors: {
      'colours.text':
        'The text is too hard to read: #a3a3a3 on #ffffff has a contrast of 2.5:1, and needs at least 4.5:1 (WCAG AA)',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The text is too hard to read/)).toBeVisible();
  },
};
