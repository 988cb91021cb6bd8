import { BannerTextsPanel } from '@privacy-portal/ui/cookieConsent/BannerTextsPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FREE, PROFESSIONAL, storyBanner } from '../BannerPreview/fixtures.ts';

function Editing(props: ComponentProps<typeof BannerTextsPanel>) {
  const [config, setConfig] = useState(props.config);
  const [language, setLanguage] = useState(props.language);
  return (
    <BannerTextsPanel
      {...props}
      config={config}
      language={language}
      onLanguageChange={(tag) => {
        props.onLanguageChange(tag);
        setLanguage(tag);
      }}
      onChange={(patch) => {
        props.onChange(patch);
        setConfig((now) => ({ ...now, ...patch }));
      }}
    />
  );
}

const meta = {
  title: 'Cookie Consent/BannerTextsPanel',
  component: Editing,
  args: {
    config: storyBanner(),
    features: PROFESSIONAL,
    upgradeHref: '/plans',
    language: 'en',
    onChange: fn(),
    onLanguageChange: fn(),
    onAddLanguage: fn(async (): Promise<Record<string, string> | null> => null),
  },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** English, with the contract's limits counted under each text. */
export const English: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const accept = canvas.getByRole('textbox', { name: 'Accept all button' });
    await expect(accept).toHaveAttribute('maxlength', '40');
    await userEvent.clear(accept);
    await userEvent.type(accept, 'Yes to all of it');
    await expect(canvas.getByText('16 / 40')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      texts: expect.objectContaining({ en: expect.objectContaining({ accept_all: 'Yes to all of it' }) }),
    });
  },
};

/** Arabic texts are written right to left. */
export const Arabic: Story = {
  args: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAttribute('dir', 'rtl');
    await expect(title).toHaveValue('نحن نحترم خصوصيتك');
  },
};

/** Adding a language of one's own: checked here, then saved through onAddLanguage. */
export const AddLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a language' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add a language' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Language tag' }), 'nl');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Nederlands');
    await userEvent.click(dialog.getByRole('button', { name: 'Add language' }));
    await expect(args.onAddLanguage).toHaveBeenCalledWith({
      language: { tag: 'nl', name: 'Nederlands', dir: 'ltr' },
      // Its texts start as the default language's.
      texts: expect.objectContaining({ accept_all: 'Accept all' }),
    });
    await expect(await canvas.findByRole('checkbox', { name: 'Nederlands nl' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('lang', 'nl');
  },
};

/** The server refuses the new language: its reason stays in the dialog. */
export const AddLanguageRefused: Story = {
  args: { onAddLanguage: fn(async () => ({ 'language.tag': 'is already used' })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a language' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add a language' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Language tag' }), 'nl');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Nederlands');
    await userEvent.click(dialog.getByRole('button', { name: 'Add language' }));
    await expect(await dialog.findByText('Language tag is already used.')).toBeVisible();
  },
};

/** The free plan keeps the built-in wording: read-only texts and the upgrade notice. */
export const FreePlan: Story = {
  args: { features: FREE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByText('Advanced language edits comes with the Basic plan and above.').length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Add a language' })).toBeNull();
  },
};

/** The server's reasons on the language and text they name. */
export const Errors: Story = {
  args: {
    config: storyBanner({
      texts: { ...storyBanner().texts, en: { ...storyBanner().texts.en!, reject_all: '' } },
    }),
    errors: {
      'texts.en.reject_all': 'must not be empty',
      privacy_policy_url: 'must be an http or https address',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reject all button must not be empty.')).toBeVisible();
    await expect(canvas.getByText('Privacy policy address must be an http or https address.')).toBeVisible();
  },
};
