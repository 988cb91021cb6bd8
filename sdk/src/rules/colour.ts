// Colours and their contrast (WCAG 2), for every place a customer picks colours: the banner's rules,
// the banner and web-form editors' warnings, and the hosted request form's corrections.

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG AA for large text (24 px, or 18.66 px bold). */
export const MIN_LARGE_TEXT_CONTRAST = 3;
/** The size from which text counts as large. */
export const LARGE_TEXT_PX = 24;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

function channels(hex: string): [number, number, number] | undefined {
  const m = HEX.exec(hex);
  return m
    ? ([m[1], m[2], m[3]].map((part) => Number.parseInt(part as string, 16)) as [number, number, number])
    : undefined;
}

/** WCAG relative luminance of a #rrggbb colour (0 black, 1 white); 0 for anything else. */
export function relativeLuminance(hex: string): number {
  const rgb = channels(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Rounded down, so 4.49 never reads as passing 4.5. */
export function ratioText(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** A typed colour as the contract wants it (#rrggbb, lower case), or undefined: '#39f', '3968FA'. */
export function normaliseHex(input: string): string | undefined {
  const value = input.trim().replace(/^#?/, '#').toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return HEX.test(value) ? value : undefined;
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour nearest to `foreground` (mixed toward black or white, whichever needs less) that reaches
 * `minimum` on `background`; undefined when it already does.
 */
export function legibleColour(
  foreground: string,
  background: string,
  minimum = MIN_TEXT_CONTRAST,
): string | undefined {
  const from = channels(foreground);
  if (!from || !channels(background) || contrastRatio(foreground, background) >= minimum) return undefined;
  let best: { hex: string; step: number } | undefined;
  for (const target of [0, 255]) {
    for (let step = 1; step <= 100; step += 1) {
      const mixed = toHex(from.map((c) => c + ((target - c) * step) / 100));
      if (contrastRatio(mixed, background) >= minimum) {
        if (!best || step < best.step) best = { hex: mixed, step };
        break;
      }
    }
  }
  return best?.hex;
}

/** White or black, whichever reads better on a colour (a button's label). */
export function textOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}
