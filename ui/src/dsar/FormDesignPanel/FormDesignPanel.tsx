import type { ContrastPair, ContrastTexts } from '../../module/ContrastCheck/index.ts';
import { DesignPanel, MAX_IMAGE_KB } from '../../module/DesignPanel/index.ts';
import {
  type FormPanelProps,
  type FormSettings,
  LARGE_TEXT_PX,
  MIN_LARGE_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  problemText,
  setSettings,
} from '../formDefinition/index.ts';

export type FormDesignPanelProps = FormPanelProps;

type ColourKey = 'headerColor' | 'headerTextColor' | 'welcomeColor' | 'footerColor' | 'footerBackground';
type SizeKey = 'headerFontSize' | 'welcomeFontSize' | 'footerFontSize';

const COLOURS: readonly { key: ColourKey; label: string; description: string }[] = [
  { key: 'headerColor', label: 'Header', description: 'The band at the top, behind the logo and the title.' },
  { key: 'headerTextColor', label: 'Header text', description: 'The title in the header.' },
  { key: 'welcomeColor', label: 'Welcome text', description: 'The words above the fields.' },
  { key: 'footerColor', label: 'Footer text', description: 'The address and contact at the bottom.' },
  { key: 'footerBackground', label: 'Footer', description: 'The band behind the footer text.' },
];

const SIZES: readonly { key: SizeKey; label: string }[] = [
  { key: 'headerFontSize', label: 'Header text size' },
  { key: 'welcomeFontSize', label: 'Welcome text size' },
  { key: 'footerFontSize', label: 'Footer text size' },
];

/** The page behind the welcome text and the fields. */
export const FORM_PAGE_BACKGROUND = '#ffffff';

/** Each text on what is behind it (a setting, or the page's own white), and the size deciding its minimum. */
const PAIRS: readonly { id: string; label: string; fg: ColourKey; bg: ColourKey | null; size: SizeKey }[] = [
  {
    id: 'header',
    label: 'Header text on the header',
    fg: 'headerTextColor',
    bg: 'headerColor',
    size: 'headerFontSize',
  },
  { id: 'welcome', label: 'Welcome text on the page', fg: 'welcomeColor', bg: null, size: 'welcomeFontSize' },
  {
    id: 'footer',
    label: 'Footer text on the footer',
    fg: 'footerColor',
    bg: 'footerBackground',
    size: 'footerFontSize',
  },
];

const CONTRAST_TEXTS: ContrastTexts = {
  allPass: 'Every text is readable on what is behind it.',
  someFail: (failing, total) =>
    `${failing} of ${total} texts are hard to read: visitors with low vision may not manage the form.`,
  pass: (ratio, pair) => `${ratio}: readable (${pair.large ? 'large text, ' : ''}at least ${pair.minimum}:1)`,
  fail: (ratio, pair) => `${ratio}: below ${pair.minimum}:1, hard to read for many visitors`,
};

/**
 * The look of the form's page (the shared DesignPanel): the logo and the favicon (uploaded, checked
 * by their bytes, kept as data URLs within the contract's size), the five colours with a contrast
 * check of each text on what is behind it (a warning; saving is still allowed), and the three text
 * sizes.
 */
export function FormDesignPanel({ definition, onChange, errors = {}, isDisabled }: FormDesignPanelProps) {
  const { settings } = definition;
  const set = (patch: Partial<FormSettings>) => onChange(setSettings(definition, patch));
  const contrast: ContrastPair[] = PAIRS.map(({ id, label, fg, bg, size }) => {
    const large = settings[size] >= LARGE_TEXT_PX;
    return {
      id,
      label,
      foreground: settings[fg],
      background: bg ? settings[bg] : FORM_PAGE_BACKGROUND,
      minimum: large ? MIN_LARGE_TEXT_CONTRAST : MIN_TEXT_CONTRAST,
      large,
      fixes: `the ${label.split(' on ')[0]?.toLowerCase()}`,
      onFix: (hex) => set({ [fg]: hex }),
    };
  });

  return (
    <DesignPanel
      imagesHeading="Logo and favicon"
      images={[
        {
          id: 'logo',
          label: 'Logo',
          value: settings.logo,
          onChange: (logo) => set({ logo }),
          accepted: ['png', 'jpeg', 'webp'],
          description: `Shown in the header. PNG, JPEG or WebP, up to ${MAX_IMAGE_KB} KB.`,
          errorMessage: problemText('The logo', errors['settings.logo']),
        },
        {
          id: 'favicon',
          label: 'Favicon',
          value: settings.favicon,
          onChange: (favicon) => set({ favicon }),
          accepted: ['png', 'ico'],
          description: `The icon in the browser tab. PNG or ICO, up to ${MAX_IMAGE_KB} KB.`,
          errorMessage: problemText('The favicon', errors['settings.favicon']),
        },
      ]}
      colours={COLOURS.map(({ key, label, description }) => ({
        id: key,
        label,
        description,
        value: settings[key],
        onChange: (hex) => set({ [key]: hex }),
        errorMessage: problemText(label, errors[`settings.${key}`]),
      }))}
      colourExample="#3968fa"
      contrast={contrast}
      contrastTexts={CONTRAST_TEXTS}
      sizes={SIZES.map(({ key, label }) => ({
        id: key,
        label,
        value: settings[key],
        onChange: (size) => set({ [key]: size }),
        errorMessage: problemText(label, errors[`settings.${key}`]),
      }))}
      isDisabled={isDisabled}
    />
  );
}
