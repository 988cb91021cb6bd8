import { useId } from 'react';
import { ColourField } from '../ColourField/index.ts';
import { ContrastCheck, type ContrastPair, type ContrastTexts } from '../ContrastCheck/index.ts';
import styles from './DesignPanel.module.css';
import { ImageField } from './ImageField.tsx';
import type { ImageKind } from './readImage.ts';
import { SizeField } from './SizeField.tsx';

interface DesignField<T> {
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  errorMessage?: string | undefined;
}

export interface DesignColour extends DesignField<string> {
  description: string;
}

export interface DesignImage extends DesignField<string | null> {
  accepted: readonly ImageKind[];
  description: string;
}

export type DesignSize = DesignField<number>;

export interface DesignPanelProps {
  colours: readonly DesignColour[];
  /** The colour the malformed-colour message gives as an example. */
  colourExample?: string;
  /** The text colours on what is behind them, checked for WCAG AA contrast. */
  contrast: readonly ContrastPair[];
  contrastTexts: ContrastTexts;
  /** Images (a logo), shown first under `imagesHeading`. */
  images?: readonly DesignImage[];
  imagesHeading?: string;
  /** Text sizes, shown last. */
  sizes?: readonly DesignSize[];
  isDisabled?: boolean | undefined;
}

/**
 * A module's design: images (uploaded, checked by their bytes), colours with the contrast of each
 * text on what is behind it (a warning with the nearest readable colour), and text sizes. With
 * colours alone there are no group headings, only the contrast's.
 */
export function DesignPanel({
  colours,
  colourExample,
  contrast,
  contrastTexts,
  images = [],
  imagesHeading = 'Logo',
  sizes = [],
  isDisabled,
}: DesignPanelProps) {
  const imagesId = useId();
  const coloursId = useId();
  const sizesId = useId();
  const grouped = images.length > 0 || sizes.length > 0;
  const colourFields = (
    <div className={styles.fields}>
      {colours.map(({ id, ...colour }) => (
        <ColourField key={id} {...colour} example={colourExample} isDisabled={isDisabled} />
      ))}
    </div>
  );
  const check = (
    <ContrastCheck
      pairs={contrast}
      texts={contrastTexts}
      headingLevel={grouped ? 4 : 3}
      isDisabled={isDisabled}
    />
  );

  if (!grouped) {
    return (
      <div className={styles.panel}>
        {colourFields}
        {check}
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      {images.length > 0 ? (
        <section aria-labelledby={imagesId} className={styles.group}>
          <h3 id={imagesId} className={styles.heading}>
            {imagesHeading}
          </h3>
          <div className={styles.images}>
            {images.map(({ id, ...image }) => (
              <ImageField key={id} {...image} isDisabled={isDisabled} />
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby={coloursId} className={styles.group}>
        <h3 id={coloursId} className={styles.heading}>
          Colours
        </h3>
        {colourFields}
        {check}
      </section>
      {sizes.length > 0 ? (
        <section aria-labelledby={sizesId} className={styles.group}>
          <h3 id={sizesId} className={styles.heading}>
            Text sizes
          </h3>
          <div className={styles.fields}>
            {sizes.map(({ id, ...size }) => (
              <SizeField key={id} {...size} isDisabled={isDisabled} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
