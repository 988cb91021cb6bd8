/**
 * Cart arithmetic both the server and the mocks apply (calls-billing-spec §3 cart item, §4 promo code).
 * Amounts are dollars rounded to cents.
 */

/** An amount rounded to cents. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A cart line: unit price × quantity. */
export function lineTotal(price: number, quantity: number): number {
  return cents(price * quantity);
}

/** What a promo code takes off a subtotal, and what is left to pay (percent capped at 0..100). */
export function promoTotals(subtotal: number, percentOff: number): { discount: number; total: number } {
  const percent = Math.min(100, Math.max(0, percentOff));
  const discount = cents((subtotal * percent) / 100);
  return { discount, total: cents(subtotal - discount) };
}

/** '1 licence', '3 licences': how notices and the licence history count licences. */
export function licencesText(count: number): string {
  return `${count} licence${count === 1 ? '' : 's'}`;
}
