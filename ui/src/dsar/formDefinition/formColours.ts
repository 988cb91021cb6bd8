// The contrast of the form's texts on what is behind them (WCAG 2), from the sdk's colour rules, which
// the banner editor and the hosted form use too.
export {
  contrastRatio,
  LARGE_TEXT_PX,
  legibleColour,
  MIN_LARGE_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  normaliseHex,
  ratioText,
  relativeLuminance,
  textOn,
} from '@privacy-portal/sdk';
