import { contrastRatio, MIN_TEXT_CONTRAST } from '@privacy-portal/sdk/cookie-consent';
import { Button } from '../../Button/index.ts';
import { Icon } from '../../Icon/index.ts';
import type { BannerConfig } from '../bannerConfig/index.ts';
import styles from './BannerColoursPanel.module.css';
import { type ContrastPair, legibleColour, ratioText } from './contrast.ts';

export interface ContrastReadoutProps {
  pair: ContrastPair;
  colours: BannerConfig['colours'];
  /** Takes the suggested colour for the pair's foreground. */
  onUse: (key: ContrastPair['foreground'], hex: string) => void;
  isDisabled?: boolean;
}

/** One colour pair: a sample, its contrast ratio, and below 4.5:1 the nearest colour that passes. */
export function ContrastReadout({ pair, colours, onUse, isDisabled }: ContrastReadoutProps) {
  const fg = colours[pair.foreground];
  const bg = colours[pair.background];
  const ratio = contrastRatio(fg, bg);
  const passes = ratio >= MIN_TEXT_CONTRAST;
  const suggestion = passes ? undefined : legibleColour(fg, bg);
  return (
    <li className={styles.pair} data-passes={passes}>
      {/* The sample's letters are generated content: a deliberately poor pair must not fail the page's own checks. */}
      <span
        className={styles.sample}
        style={{ color: fg, background: bg }}
        data-sample="Aa"
        aria-hidden="true"
      />
      <div className={styles.pairText}>
        <span className={styles.pairLabel}>{pair.label}</span>
        <span className={passes ? styles.pass : styles.fail}>
          <Icon name={passes ? 'check' : 'warning'} size={16} />
          {passes
            ? `${ratioText(ratio)}: passes WCAG AA (${MIN_TEXT_CONTRAST}:1)`
            : `${ratioText(ratio)}: below ${MIN_TEXT_CONTRAST}:1, hard to read for many visitors; the banner cannot be saved like this`}
        </span>
      </div>
      {suggestion ? (
        <Button
          size="sm"
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => onUse(pair.foreground, suggestion)}
          aria-label={`Use ${suggestion} for ${pair.label.toLowerCase()}`}
        >
          <span className={styles.chip} style={{ background: suggestion }} aria-hidden="true" />
          Use {suggestion}
        </Button>
      ) : null}
    </li>
  );
}
