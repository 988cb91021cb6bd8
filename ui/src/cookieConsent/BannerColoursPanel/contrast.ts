import { contrastRatio, MIN_TEXT_CONTRAST } from '@privacy-portal/sdk/cookie-consent';
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

/** Rounded down like the server's message, so 4.49 never reads as passing 4.5. */
export function ratioText(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

const HEX = /^#[0-9a-f]{6}$/i;

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The colour nearest to `foreground` (mixed toward black or toward white, whichever needs less) that
 * reaches the minimum contrast on `background`; undefined when it already does.
 */
export function legibleColour(
  foreground: string,
  background: string,
  minimum = MIN_TEXT_CONTRAST,
): string | undefined {
  if (!HEX.test(foreground) || !HEX.test(background)) return undefined;
  if (contrastRatio(foreground, background) >= minimum) return undefined;
  const from = channels(foreground);
  const candidates: { hex: string; step: number }[] = [];
  for (const target of [0, 255]) {
    for (let step = 1; step <= 100; step += 1) {
      const mixed = toHex(from.map((c) => c + ((target - c) * step) / 100) as [number, number, number]);
      if (contrastRatio(mixed, background) >= minimum) {
        candidates.push({ hex: mixed, step });
        break;
      }
    }
  }
  candidates.sort((a, b) => a.step - b.step);
  return candidates[0]?.hex;
}

/** A typed colour as the contract wants it (#rrggbb, lower case), or undefined when it is not one. */
export function normaliseHex(input: string): string | undefined {
  const value = input.trim().replace(/^#?/, '#').toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(value)) {
    return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  }
  return HEX.test(value) ? value : undefined;
}
