/**
 * The quantity of a plan: one rule for the pricing cards' field, the cart and the subscription's
 * quantity dialog (calls-billing-spec §5 "Add to cart: empty quantity gives 'Property/organization
 * cannot be empty'. Quantity cannot go below 1"; at most the contract's 1000).
 */
import { MIN_QUANTITY } from '@privacy-portal/sdk';

/** §5 'Add to cart: empty quantity gives …' — the spec's text, word for word. */
export const EMPTY_QUANTITY_MESSAGE = 'Property/organization cannot be empty';
/** The contract's largest quantity (CartUpdateRequest, SubscriptionUpdateRequest). */
export const MAX_QUANTITY = 1000;

export type QuantityCheck = { ok: true; value: number } | { ok: false; message: string };

/** A typed quantity: empty gives the spec's message; never below 1 (§5, §9), at most 1000 (contract). */
export function checkQuantity(text: string): QuantityCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: EMPTY_QUANTITY_MESSAGE };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'Enter a whole number of licences.' };
  const value = Number(trimmed);
  if (value < MIN_QUANTITY) return { ok: false, message: `Quantity cannot go below ${MIN_QUANTITY}.` };
  if (value > MAX_QUANTITY) return { ok: false, message: `Quantity cannot be more than ${MAX_QUANTITY}.` };
  return { ok: true, value };
}

/** What the quantity field keeps of a keystroke: digits only, never below 1 once typed (§5, §9). */
export function quantityInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits === '') return '';
  return String(Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Number(digits))));
}

/** The quantity to send, or the spec's message for an empty field (§5): the cart's check on the kept digits. */
export function parseQuantity(raw: string): { ok: true; quantity: number } | { ok: false; error: string } {
  const checked = checkQuantity(quantityInput(raw));
  return checked.ok ? { ok: true, quantity: checked.value } : { ok: false, error: checked.message };
}
