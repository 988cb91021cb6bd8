/**
 * The billing cycle's words (§2's pricing toggle), shared by the pricing page (pricing.ts) and the
 * other billing pages (billing-view's billedLabel). Kept apart so that a page showing a cycle does
 * not load the pricing page's texts and rules (pricing.ts, about 1 KB gzip).
 */
export const BILLED_TEXT = {
  monthly: 'Billed monthly',
  yearly: 'Billed annually',
} as const;
