/**
 * The billing routes and the links to them, carrying oid and pid. Kept apart from billing-view.ts
 * because the shell (AppRoot, UpgradeHost) links here too: importing the view helpers would put all
 * of them in the app's first chunk.
 */
import { type BillingCycle, withOidPid } from '@privacy-portal/sdk';

export const BILLING_PATHS = {
  pricing: '/settings/billing/pricing',
  manage: '/settings/billing/manage',
  cart: '/settings/billing/cart',
  cartReview: '/settings/billing/cartreview',
  plans: '/plans',
  licenceHistory: '/licensehistory',
} as const;

/**
 * A billing link carrying oid and pid (portal ARCHITECTURE: every link keeps the selection): the
 * session's pair when there is one, else the pair in the current query (a return from payment).
 */
export function billingHref(
  path: string,
  selection: { oid: number; pid: number } | null,
  search = '',
): string {
  if (selection) return withOidPid(path, selection.oid, selection.pid);
  const query = new URLSearchParams(search);
  return withOidPid(path, query.get('oid'), query.get('pid'));
}

/**
 * The pricing page opened on a product's tab: `plan_type` is the plan type code (0-3, 11 the bundle) and
 * `cycle` the billing cycle, the "stored plan number and cycle" that preselect a tab (§4).
 */
export function pricingTabHref(
  type: number,
  cycle: BillingCycle,
  selection: { oid: number; pid: number } | null,
  search = '',
): string {
  return billingHref(`${BILLING_PATHS.pricing}?plan_type=${type}&cycle=${cycle}`, selection, search);
}
