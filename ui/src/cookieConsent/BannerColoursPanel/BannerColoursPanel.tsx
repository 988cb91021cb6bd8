import { contrastRatio, MIN_TEXT_CONTRAST } from '@privacy-portal/sdk/cookie-consent';
import { type BannerPanelProps, fieldMessage } from '../bannerConfig/index.ts';
import styles from './BannerColoursPanel.module.css';
import { ColourField } from './ColourField.tsx';
import { ContrastReadout } from './ContrastReadout.tsx';
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

/**
 * The banner's five colours, each with a picker and a hex field, and the contrast of every pair the
 * banner writes text in: the ratio, whether it reaches WCAG AA's 4.5:1 (the server refuses less), and
 * the nearest colour that would.
 */
export function BannerColoursPanel({ config, onChange, errors = {}, isDisabled }: BannerColoursPanelProps) {
  const { colours } = config;
  const pairs = contrastPairs(config.button_style);
  const failing = pairs.filter(
    (p) => contrastRatio(colours[p.foreground], colours[p.background]) < MIN_TEXT_CONTRAST,
  );
  const setColour = (key: ColourKey, hex: string) => onChange({ colours: { ...colours, [key]: hex } });

  return (
    <div className={styles.panel}>
      <div className={styles.fields}>
        {COLOURS.map(({ key, label, description }) => (
          <ColourField
            key={key}
            label={label}
            description={description}
            value={colours[key]}
            onChange={(hex) => setColour(key, hex)}
            errorMessage={fieldMessage(label, errors[`colours.${key}`])}
            isDisabled={isDisabled}
          />
        ))}
      </div>
      <section className={styles.contrast} aria-labelledby="banner-contrast-heading">
        <h3 id="banner-contrast-heading" className={styles.heading}>
          Contrast
        </h3>
        <p role="status" className={styles.summary}>
          {failing.length === 0
            ? `Every pair reaches ${MIN_TEXT_CONTRAST}:1.`
            : `${failing.length} of ${pairs.length} pairs are below ${MIN_TEXT_CONTRAST}:1.`}
        </p>
        <ul className={styles.pairs}>
          {pairs.map((pair) => (
            <ContrastReadout
              key={pair.id}
              pair={pair}
              colours={colours}
              onUse={setColour}
              isDisabled={isDisabled}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
