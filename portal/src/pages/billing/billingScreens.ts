import { PORTAL_NAME } from '../../app/constants.ts';

/** The pricing page's tab title, word for word from calls-billing-spec §2 ('Pricing - {portal}'). */
const PRICING_TAB_TITLE = `Pricing - ${PORTAL_NAME}`;

export interface BillingScreen {
  title: string;
  text: string;
  /** The tab title where the spec gives one; otherwise '{title} · {portal}'. */
  tabTitle?: string;
}

/** The billing screens of calls-billing-spec §2 by path: their title and what they are for. */
export const BILLING_SCREENS: Record<string, BillingScreen> = {
  '/pricing': {
    title: 'Pricing',
    tabTitle: PRICING_TAB_TITLE,
    text: 'Plans for Cookie Consent, DSAR, Consent Preference and Social Fortuna, and the bundles that combine them, billed monthly or annually with two months free.',
  },
  '/settings/billing/pricing': {
    title: 'Pricing',
    tabTitle: PRICING_TAB_TITLE,
    text: 'Choose a plan for the selected organization (DSAR) or property (Cookie Consent, Consent Preference, Social Fortuna) and add it to your cart.',
  },
  '/settings/billing/manage': {
    title: 'Manage subscriptions',
    text: 'Your subscriptions, their licences and the organizations or properties they are assigned to, invoices, the card on file and cancellation.',
  },
  '/settings/billing/cart': {
    title: 'Cart',
    text: 'The plans you are about to buy, their billing cycle, quantity and total.',
  },
  '/settings/billing/cartreview': {
    title: 'Review your order',
    text: 'Check the order, apply a promo code and continue to payment.',
  },
  '/plans': {
    title: 'Plans',
    text: 'The plans of your subscriptions and what each includes.',
  },
  '/licensehistory': {
    title: 'License History',
    text: 'Every licence your company bought, when it was assigned to which organization or property, and when it was released.',
  },
};
