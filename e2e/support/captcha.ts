import svgCaptcha from 'svg-captcha';

/**
 * Reads the characters of a captcha image the server drew with svg-captcha, as the visitor reads them
 * from the form, so the e2e test sends the real captcha of the real server (no test route exists on a
 * server started as `npm start` starts it, and its database belongs to its own process).
 *
 * svg-captcha draws each character as one filled path: the font's glyph moved to its place, every point
 * nudged by at most ±0.1 px; the noise lines are unfilled. So a character is the glyph whose outline,
 * relative to its first point, matches within a fraction of a pixel, and the characters read left to right.
 */

interface Outline {
  /** The command letters in order (M, L, Q, C, Z). */
  commands: string;
  /** The coordinates relative to the first point. */
  points: number[];
  /** Where the character sits: the mean x of its points. */
  x: number;
}

function outlines(svg: string): Outline[] {
  const found: Outline[] = [];
  for (const match of svg.matchAll(/<path fill="(?!none")[^"]*" d="([^"]+)"\s*\/>/g)) {
    const d = match[1] ?? '';
    const numbers = (d.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
    const [x0 = 0, y0 = 0] = numbers;
    const xs = numbers.filter((_, i) => i % 2 === 0);
    found.push({
      commands: d.replace(/[^A-Za-z]/g, ''),
      points: numbers.map((n, i) => n - (i % 2 === 0 ? x0 : y0)),
      x: xs.reduce((sum, n) => sum + n, 0) / Math.max(1, xs.length),
    });
  }
  return found;
}

/** Each character svg-captcha may draw, with its outline (drawn alone, without noise). */
const GLYPHS = [...(svgCaptcha.options.charPreset ?? '')].map((char) => {
  const [outline] = outlines(svgCaptcha.create({ size: 1, charPreset: char, noise: 0, color: false }).data);
  if (!outline) throw new Error(`svg-captcha drew no outline for ${char}`);
  return { char, outline };
});

/** The largest distance between two outlines' points, or Infinity when their shapes differ. */
function distance(a: Outline, b: Outline): number {
  if (a.commands !== b.commands || a.points.length !== b.points.length) return Number.POSITIVE_INFINITY;
  return Math.max(...a.points.map((p, i) => Math.abs(p - (b.points[i] as number))));
}

/** The characters of an svg-captcha image (the SVG markup), left to right. */
export function readCaptcha(svg: string): string {
  return outlines(svg)
    .sort((a, b) => a.x - b.x)
    .map((outline) => {
      let best = { char: '', by: Number.POSITIVE_INFINITY };
      for (const glyph of GLYPHS) {
        const by = distance(outline, glyph.outline);
        if (by < best.by) best = { char: glyph.char, by };
      }
      if (best.by > 0.5) throw new Error('A character of the captcha matches no glyph of its font');
      return best.char;
    })
    .join('');
}

/** The SVG markup of an image's data: URL (base64 or URL-encoded). */
export function svgOfDataUrl(src: string): string {
  const comma = src.indexOf(',');
  if (!src.startsWith('data:image/svg+xml') || comma < 0)
    throw new Error('The captcha is not an SVG data URL');
  const head = src.slice(0, comma);
  const body = src.slice(comma + 1);
  return head.endsWith(';base64') ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
}
