import type { BannerConfig } from '../bannerConfig/index.ts';

type Colours = BannerConfig['colours'];
export type ColourKey = keyof Colours;

/** A colour the banner writes text in, on the colour behind it. */
export interface ContrastPair {
  id: string;
  label: string;
  foreground: ColourKey;
  background: ColourKey;
}

/**
 * The pairs whose contrast the server checks (sdk bannerProblems), in the words of the banner: the
 * text, the links, and the buttons' labels, which sit on the accent colour when filled and on the
 * banner's background when outlined.
 */
export function contrastPairs(buttonStyle: BannerConfig['button_style']): ContrastPair[] {
  return [
    { id: 'text', label: 'Text on the background', foreground: 'text', background: 'background' },
    { id: 'link', label: 'Links on the background', foreground: 'link', background: 'background' },
    buttonStyle === 'outline'
      ? {
          id: 'button',
          label: 'Button labels on the background',
          foreground: 'accent',
          background: 'background',
        }
      : {
          id: 'button',
          label: 'Button labels on the buttons',
          foreground: 'accent_text',
          background: 'accent',
        },
  ];
}

// The contrast maths is the sdk's (shared with the web-form builder and the hosted form).
export { legibleColour, normaliseHex, ratioText } from '@privacy-portal/sdk';
