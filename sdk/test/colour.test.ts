import { describe, expect, it } from 'vitest';
import { contrastRatio, legibleColour, normaliseHex, ratioText, textOn } from '../src/rules/colour.ts';

// The colour rules the banner editor, the DSAR form builder and the hosted form share.
describe('colour contrast', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // WCAG's reference points: #767676 is the lightest grey that passes 4.5:1 on white, #777777 fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
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
