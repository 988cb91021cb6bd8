import { contrastRatio as bannerContrast } from '@privacy-portal/sdk/cookie-consent';
import { describe, expect, it } from 'vitest';
import { contrastRatio, legibleColour, normaliseHex, ratioText, textOn } from './formColours.ts';

describe('form colours', () => {
  it('measures contrast as WCAG does (the same as the banner’s rule)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    for (const [a, b] of [
      ['#3968fa', '#000000'],
      ['#333333', '#f0b323'],
      ['#333333', '#ffffff'],
    ] as const) {
      expect(contrastRatio(a, b)).toBeCloseTo(bannerContrast(a, b), 10);
    }
    expect(ratioText(4.4999)).toBe('4.4:1');
    expect(textOn('#3968fa')).toBe('#ffffff');
    expect(textOn('#f0b323')).toBe('#000000');
  });

  it('finds the nearest readable colour and reads typed colours', () => {
    expect(legibleColour('#333333', '#ffffff')).toBeUndefined();
    const fixed = legibleColour('#bbbbbb', '#ffffff') as string;
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(fixed).not.toBe('#000000');
    expect(legibleColour('#777777', '#ffffff', 3)).toBeUndefined();
    expect(normaliseHex('39F')).toBe('#3399ff');
    expect(normaliseHex(' #3968FA ')).toBe('#3968fa');
    expect(normaliseHex('#12')).toBeUndefined();
  });
});
