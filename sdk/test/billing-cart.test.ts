import { describe, expect, it } from 'vitest';
import { cents, licencesText, lineTotal, promoTotals } from '../src/rules/billing-cart.ts';

describe('cart arithmetic', () => {
  it('rounds to cents', () => {
    expect(cents(0.1 + 0.2)).toBe(0.3);
    expect(lineTotal(29, 3)).toBe(87);
    expect(lineTotal(14.99, 3)).toBe(44.97);
  });

  it('takes the promo percentage off the subtotal', () => {
    expect(promoTotals(29, 10)).toEqual({ discount: 2.9, total: 26.1 });
    expect(promoTotals(145, 10)).toEqual({ discount: 14.5, total: 130.5 });
    expect(promoTotals(99, 0)).toEqual({ discount: 0, total: 99 });
  });

  it('never takes off more than the subtotal or adds to it', () => {
    expect(promoTotals(50, 150)).toEqual({ discount: 50, total: 0 });
    expect(promoTotals(50, -5)).toEqual({ discount: 0, total: 50 });
  });
});

describe('licence counts in words', () => {
  it('says licence for one and licences otherwise', () => {
    expect(licencesText(1)).toBe('1 licence');
    expect(licencesText(2)).toBe('2 licences');
    expect(licencesText(0)).toBe('0 licences');
  });
});
