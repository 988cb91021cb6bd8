import { useId } from 'react';
import { Button } from '../../Button/index.ts';
import { Icon } from '../../Icon/index.ts';
import {
  contrastRatio,
  type FormPanelProps,
  type FormSettings,
  LARGE_TEXT_PX,
  legibleColour,
  MIN_LARGE_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  problemText,
  ratioText,
  setSettings,
} from '../formDefinition/index.ts';
import { ColourField } from './ColourField.tsx';
import styles from './FormDesignPanel.module.css';
import { ImageField } from './ImageField.tsx';
import { MAX_IMAGE_KB } from './readImage.ts';
import { SizeField } from './SizeField.tsx';

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

interface Pair {
  id: string;
  label: string;
  foreground: ColourKey;
  /** A setting, or the page's own white. */
  background: ColourKey | null;
  size: SizeKey;
}

const PAIRS: readonly Pair[] = [
  {
    id: 'header',
    label: 'Header text on the header',
    foreground: 'headerTextColor',
    background: 'headerColor',
    size: 'headerFontSize',
  },
  {
    id: 'welcome',
    label: 'Welcome text on the page',
    foreground: 'welcomeColor',
    background: null,
    size: 'welcomeFontSize',
  },
  {
    id: 'footer',
    label: 'Footer text on the footer',
    foreground: 'footerColor',
    background: 'footerBackground',
    size: 'footerFontSize',
  },
];

function ContrastRow({
  pair,
  settings,
  onUse,
  isDisabled,
}: {
  pair: Pair;
  settings: FormSettings;
  onUse: (key: ColourKey, hex: string) => void;
  isDisabled: boolean | undefined;
}) {
  const fg = settings[pair.foreground];
  const bg = pair.background ? settings[pair.background] : FORM_PAGE_BACKGROUND;
  const large = settings[pair.size] >= LARGE_TEXT_PX;
  const minimum = large ? MIN_LARGE_TEXT_CONTRAST : MIN_TEXT_CONTRAST;
  const ratio = contrastRatio(fg, bg);
  const passes = ratio >= minimum;
  const suggestion = passes ? undefined : legibleColour(fg, bg, minimum);
  return (
    <li className={styles.pair} data-passes={passes}>
      <span
        className={styles.sample}
        style={{ color: fg, background: bg }}
        data-sample="Aa"
        aria-hidden="true"
      />
      <span className={styles.pairText}>
        <span className={styles.pairLabel}>{pair.label}</span>
        <span className={passes ? styles.pass : styles.fail}>
          <Icon name={passes ? 'check' : 'warning'} size={16} />
          {passes
            ? `${ratioText(ratio)}: readable (${large ? 'large text, ' : ''}at least ${minimum}:1)`
            : `${ratioText(ratio)}: below ${minimum}:1, hard to read for many visitors`}
        </span>
      </span>
      {suggestion ? (
        <Button
          size="sm"
          variant="secondary"
          isDisabled={isDisabled}
          aria-label={`Use ${suggestion} for the ${pair.label.split(' on ')[0]?.toLowerCase()}`}
          onPress={() => onUse(pair.foreground, suggestion)}
        >
          <span className={styles.chip} style={{ background: suggestion }} aria-hidden="true" />
          Use {suggestion}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The look of the form's page: the logo and the favicon (uploaded, checked by their bytes, kept as
 * data URLs within the contract's size), the five colours with a contrast check of each text on
 * what is behind it (a warning with the nearest readable colour; saving is still allowed), and the
 * three text sizes.
 */
export function FormDesignPanel({ definition, onChange, errors = {}, isDisabled }: FormDesignPanelProps) {
  const imagesId = useId();
  const coloursId = useId();
  const sizesId = useId();
  const contrastId = useId();
  const { settings } = definition;
  const set = (patch: Partial<FormSettings>) => onChange(setSettings(definition, patch));
  const failing = PAIRS.filter((pair) => {
    const bg = pair.background ? settings[pair.background] : FORM_PAGE_BACKGROUND;
    const minimum = settings[pair.size] >= LARGE_TEXT_PX ? MIN_LARGE_TEXT_CONTRAST : MIN_TEXT_CONTRAST;
    return contrastRatio(settings[pair.foreground], bg) < minimum;
  });

  return (
    <div className={styles.panel}>
      <section aria-labelledby={imagesId} className={styles.group}>
        <h3 id={imagesId} className={styles.heading}>
          Logo and favicon
        </h3>
        <div className={styles.images}>
          <ImageField
            label="Logo"
            value={settings.logo}
            onChange={(logo) => set({ logo })}
            accepted={['png', 'jpeg', 'webp']}
            description={`Shown in the header. PNG, JPEG or WebP, up to ${MAX_IMAGE_KB} KB.`}
            errorMessage={problemText('The logo', errors['settings.logo'])}
            isDisabled={isDisabled}
          />
          <ImageField
            label="Favicon"
            value={settings.favicon}
            onChange={(favicon) => set({ favicon })}
            accepted={['png', 'ico']}
            description={`The icon in the browser tab. PNG or ICO, up to ${MAX_IMAGE_KB} KB.`}
            errorMessage={problemText('The favicon', errors['settings.favicon'])}
            isDisabled={isDisabled}
          />
        </div>
      </section>

      <section aria-labelledby={coloursId} className={styles.group}>
        <h3 id={coloursId} className={styles.heading}>
          Colours
        </h3>
        <div className={styles.fields}>
          {COLOURS.map(({ key, label, description }) => (
            <ColourField
              key={key}
              label={label}
              description={description}
              value={settings[key]}
              onChange={(hex) => set({ [key]: hex })}
              errorMessage={problemText(label, errors[`settings.${key}`])}
              isDisabled={isDisabled}
            />
          ))}
        </div>
        <section aria-labelledby={contrastId} className={styles.contrast}>
          <h4 id={contrastId} className={styles.subheading}>
            Contrast
          </h4>
          <p role="status" className={styles.summary}>
            {failing.length === 0
              ? 'Every text is readable on what is behind it.'
              : `${failing.length} of ${PAIRS.length} texts are hard to read: visitors with low vision may not manage the form.`}
          </p>
          <ul className={styles.pairs}>
            {PAIRS.map((pair) => (
              <ContrastRow
                key={pair.id}
                pair={pair}
                settings={settings}
                onUse={(key, hex) => set({ [key]: hex })}
                isDisabled={isDisabled}
              />
            ))}
          </ul>
        </section>
      </section>

      <section aria-labelledby={sizesId} className={styles.group}>
        <h3 id={sizesId} className={styles.heading}>
          Text sizes
        </h3>
        <div className={styles.fields}>
          {SIZES.map(({ key, label }) => (
            <SizeField
              key={key}
              label={label}
              value={settings[key]}
              onChange={(size) => set({ [key]: size })}
              errorMessage={problemText(label, errors[`settings.${key}`])}
              isDisabled={isDisabled}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
