import { contrastRatio, legibleColour, MIN_TEXT_CONTRAST, ratioText } from '@privacy-portal/sdk';
import { useId } from 'react';
import { Button } from '../../Button/index.ts';
import { Icon } from '../../Icon/index.ts';
import styles from './ContrastCheck.module.css';

/** A text colour on the colour behind it. */
export interface ContrastPair {
  id: string;
  /** 'Text on the background'. */
  label: string;
  foreground: string;
  background: string;
  /** The ratio it must reach: WCAG AA, 4.5:1 (3:1 for large text). Default: 4.5. */
  minimum?: number;
  /** Large text (the lower minimum), said in the readout. */
  large?: boolean;
  /** What the suggestion replaces, in the button's name: 'Use #123456 for {fixes}'. */
  fixes: string;
  /** Takes the suggested colour for the foreground. */
  onFix: (hex: string) => void;
}

/** The words that differ between modules; `ratio` is the rounded-down ratio, e.g. '4.4:1'. */
export interface ContrastTexts {
  allPass: string;
  someFail: (failing: number, total: number) => string;
  pass: (ratio: string, pair: ContrastPair & { minimum: number }) => string;
  fail: (ratio: string, pair: ContrastPair & { minimum: number }) => string;
}

export interface ContrastCheckProps {
  pairs: readonly ContrastPair[];
  texts: ContrastTexts;
  headingLevel?: 3 | 4;
  isDisabled?: boolean | undefined;
}

/**
 * The WCAG contrast of each text on what is behind it (the sdk's maths): the ratio, whether it
 * reaches its minimum, and below it a warning with the nearest colour that would, one press away.
 * The summary is a status, so a screen reader hears it change as colours are typed.
 */
export function ContrastCheck({ pairs, texts, headingLevel = 3, isDisabled }: ContrastCheckProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const checked = pairs.map((pair) => {
    const minimum = pair.minimum ?? MIN_TEXT_CONTRAST;
    const ratio = contrastRatio(pair.foreground, pair.background);
    return { pair: { ...pair, minimum }, ratio, passes: ratio >= minimum };
  });
  const failing = checked.filter((c) => !c.passes).length;
  return (
    <section className={styles.contrast} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading} data-level={headingLevel}>
        Contrast
      </Heading>
      <p role="status" className={styles.summary}>
        {failing === 0 ? texts.allPass : texts.someFail(failing, pairs.length)}
      </p>
      <ul className={styles.pairs}>
        {checked.map(({ pair, ratio, passes }) => {
          const suggestion = passes
            ? undefined
            : legibleColour(pair.foreground, pair.background, pair.minimum);
          return (
            <li key={pair.id} className={styles.pair} data-passes={passes}>
              {/* The sample's letters are generated content: a deliberately poor pair must not fail the page's own checks. */}
              <span
                className={styles.sample}
                style={{ color: pair.foreground, background: pair.background }}
                data-sample="Aa"
                aria-hidden="true"
              />
              <span className={styles.pairText}>
                <span className={styles.pairLabel}>{pair.label}</span>
                <span className={passes ? styles.pass : styles.fail}>
                  <Icon name={passes ? 'check' : 'warning'} size={16} />
                  {passes ? texts.pass(ratioText(ratio), pair) : texts.fail(ratioText(ratio), pair)}
                </span>
              </span>
              {suggestion ? (
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={isDisabled}
                  aria-label={`Use ${suggestion} for ${pair.fixes}`}
                  onPress={() => pair.onFix(suggestion)}
                >
                  <span className={styles.chip} style={{ background: suggestion }} aria-hidden="true" />
                  Use {suggestion}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
