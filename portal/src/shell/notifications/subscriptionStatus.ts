import { type Schemas, subscriptionStatusProduct } from '@privacy-portal/sdk';

/**
 * The subscription-status notification (billing brief: sent to every company member when a
 * subscription goes past due, ends or recovers): 'The subscription status for {product} has changed.
 * Please contact your administrator.' A new one opens the SubscriptionStatusModal with its product.
 * The server and the mocks write the text and the portal reads it back with one sdk rule
 * (subscriptionStatusMessage / subscriptionStatusProduct).
 */

/**
 * Notifications that arrived since the ones already known: the products of the unread
 * subscription-status ones (newest first, as the list comes) and the ids now known. The first list
 * seen in a page view is the baseline: what was there before is in the bell, not popped up again.
 */
export function arrivedStatusChanges(
  items: readonly Pick<Schemas['Notification'], 'id' | 'notification' | 'read' | 'active'>[],
  known: ReadonlySet<number> | null,
): { products: string[]; known: Set<number> } {
  const next = new Set(known ?? []);
  const products: string[] = [];
  for (const item of items) {
    if (next.has(item.id)) continue;
    next.add(item.id);
    if (known === null || item.read || !item.active) continue;
    const product = subscriptionStatusProduct(item.notification);
    if (product) products.push(product);
  }
  return { products, known: next };
}
