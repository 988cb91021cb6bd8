import { BannerTextsPanel } from '@privacy-portal/ui/cookieConsent/BannerTextsPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { FREE, PROFESSIONAL, storyBanner } from '../BannerPreview/fixtures.ts';
import { openDialog } from '../openDialog.ts';

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
export const English: Story = {};

/** Arabic texts are written right to left. */
export const Arabic: Story = {
  args: { language: 'ar' },
};

/** Adding a language of one's own: the dialog. */
export const AddLanguage: Story = {
  // The dialog has no prop to open it: the story clicks (ui test: BannerTextsPanel.test.tsx).
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a language' }));
    await openDialog('Add a language');
  },
};

/** The free plan keeps the built-in wording: read-only texts and the upgrade notice. */
export const FreePlan: Story = {
  args: { features: FREE },
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
};
