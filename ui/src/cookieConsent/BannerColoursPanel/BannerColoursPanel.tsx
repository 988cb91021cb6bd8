import { MIN_TEXT_CONTRAST } from '@privacy-portal/sdk/cookie-consent';
import type { ContrastTexts } from '../../module/ContrastCheck/index.ts';
import { DesignPanel } from '../../module/DesignPanel/index.ts';
import { type BannerPanelProps, fieldMessage } from '../bannerConfig/index.ts';
import { type ColourKey, contrastPairs } from './contrast.ts';

export type BannerColoursPanelProps = Omit<BannerPanelProps, 'features' | 'upgradeHref'>;

const COLOURS: readonly { key: ColourKey; label: string; description: string }[] = [
  { key: 'background', label: 'Background', description: 'Behind everything in the banner.' },
  { key: 'text', label: 'Text', description: 'The title, the message and the categories.' },
  {
    key: 'accent',
    label: 'Buttons',
    description: 'Accept all and Reject all alike; the outline of outlined buttons.',
  },
  { key: 'accent_text', label: 'Button labels', description: 'The words on filled buttons.' },
  { key: 'link', label: 'Links', description: 'Links in the message, the privacy policy and Preferences.' },
];

const CONTRAST_TEXTS: ContrastTexts = {
  allPass: `Every pair reaches ${MIN_TEXT_CONTRAST}:1.`,
  someFail: (failing, total) => `${failing} of ${total} pairs are below ${MIN_TEXT_CONTRAST}:1.`,
  pass: (ratio) => `${ratio}: passes WCAG AA (${MIN_TEXT_CONTRAST}:1)`,
  fail: (ratio) =>
    `${ratio}: below ${MIN_TEXT_CONTRAST}:1, hard to read for many visitors; the banner cannot be saved like this`,
};

/**
 * The banner's five colours (the shared DesignPanel), each with a picker and a hex field, and the
 * contrast of every pair the banner writes text in: the ratio, whether it reaches WCAG AA's 4.5:1
 * (the server refuses less), and the nearest colour that would.
 */
export function BannerColoursPanel({ config, onChange, errors = {}, isDisabled }: BannerColoursPanelProps) {
  const { colours } = config;
  const setColour = (key: ColourKey, hex: string) => onChange({ colours: { ...colours, [key]: hex } });
  return (
    <DesignPanel
      colours={COLOURS.map(({ key, label, description }) => ({
        id: key,
        label,
        description,
        value: colours[key],
        onChange: (hex) => setColour(key, hex),
        errorMessage: fieldMessage(label, errors[`colours.${key}`]),
      }))}
      contrast={contrastPairs(config.button_style).map((pair) => ({
        id: pair.id,
        label: pair.label,
        foreground: colours[pair.foreground],
        background: colours[pair.background],
        fixes: pair.label.toLowerCase(),
        onFix: (hex) => setColour(pair.foreground, hex),
      }))}
      contrastTexts={CONTRAST_TEXTS}
      isDisabled={isDisabled}
    />
  );
}
