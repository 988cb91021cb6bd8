/**
 * Subscription states the server, the mocks and the portal all read the same way: which statuses keep
 * licences working, and the status-change notification (portal-spec §8 shell messages), which the
 * server and the mocks write and the portal reads back to open the subscription-status modal.
 */
import type { components } from '../generated/schema.ts';

type SubscriptionStatus = components['schemas']['SubscriptionStatus'];

/** The statuses whose licences work: trialing, active and past due (the grace period of a failed payment). */
export const LIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

export function isLiveSubscription(status: SubscriptionStatus): boolean {
  return LIVE_SUBSCRIPTION_STATUSES.includes(status);
}

/** 'The subscription status for {product} has changed. Please contact your administrator.' (portal-spec §8). */
export function subscriptionStatusMessage(product: string): string {
  return `The subscription status for ${product} has changed. Please contact your administrator.`;
}

const STATUS_MESSAGE = /^The subscription status for (.+) has changed\. Please contact your administrator\.$/;

/** The product a status-change notification names, else null (any other notification). */
export function subscriptionStatusProduct(text: string): string | null {
  return STATUS_MESSAGE.exec(text.trim())?.[1]?.trim() || null;
}
