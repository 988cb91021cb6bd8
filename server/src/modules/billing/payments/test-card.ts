import type { CardErrors, CardForm } from './test-provider.pages.ts';
import type { Card } from './test-provider.service.ts';

/** Stripe's declining test card. */
export const DECLINED_CARD = '4000000000000002';
export const DECLINED_MESSAGE = 'Your card was declined.';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('6')) return 'discover';
  return 'card';
}

/** Checks the card form field by field, like a card form would; a declined card is a form error. */
export function readCard(form: Partial<CardForm>, now = new Date()): { card?: Card; errors: CardErrors } {
  const fields: CardErrors['fields'] = {};
  const name = (form.name ?? '').trim();
  if (!name) fields.name = 'Name on card is required.';
  else if (name.length > 100) fields.name = 'Name on card must be at most 100 characters.';
  const digits = (form.number ?? '').replace(/[\s-]/g, '');
  if (!digits) fields.number = 'Card number is required.';
  else if (!/^\d{13,19}$/.test(digits) || !luhn(digits))
    fields.number = 'Card number is not a valid card number.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry ?? '');
  let expMonth = 0;
  let expYear = 0;
  if (!(form.expiry ?? '').trim()) fields.expiry = 'Expiry is required (MM/YY).';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
    fields.expiry = 'Expiry must be a month and year as MM/YY.';
  else {
    expMonth = Number(expiry[1]);
    expYear = 2000 + Number(expiry[2]);
    const endOfMonth = Date.UTC(expYear, expMonth, 1);
    if (endOfMonth <= now.getTime()) fields.expiry = 'Expiry is in the past: the card has expired.';
  }
  const cvc = (form.cvc ?? '').trim();
  if (!cvc) fields.cvc = 'CVC is required.';
  else if (!/^\d{3,4}$/.test(cvc)) fields.cvc = 'CVC must be 3 or 4 digits.';
  if (Object.keys(fields).length) return { errors: { fields } };
  if (digits === DECLINED_CARD) return { errors: { form: DECLINED_MESSAGE } };
  return {
    card: { brand: brandOf(digits), last4: digits.slice(-4), exp_month: expMonth, exp_year: expYear },
    errors: {},
  };
}
