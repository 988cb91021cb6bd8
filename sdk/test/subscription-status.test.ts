import { describe, expect, it } from 'vitest';
import {
  isLiveSubscription,
  subscriptionStatusMessage,
  subscriptionStatusProduct,
} from '../src/rules/subscription-status.ts';

describe('live subscription statuses', () => {
  it('keeps licences working while trialing, active or past due, not once canceled or incomplete', () => {
    expect(isLiveSubscription('trialing')).toBe(true);
    expect(isLiveSubscription('active')).toBe(true);
    expect(isLiveSubscription('past_due')).toBe(true);
    expect(isLiveSubscription('canceled')).toBe(false);
    expect(isLiveSubscription('incomplete')).toBe(false);
  });
});

describe('the status-change notification', () => {
  it('writes the spec text and reads its product back', () => {
    const text = subscriptionStatusMessage('Cookie Consent');
    expect(text).toBe(
      'The subscription status for Cookie Consent has changed. Please contact your administrator.',
    );
    expect(subscriptionStatusProduct(text)).toBe('Cookie Consent');
    expect(subscriptionStatusProduct(`  ${subscriptionStatusMessage('Bundle · Business')} `)).toBe(
      'Bundle · Business',
    );
  });

  it('reads nothing from other notifications', () => {
    expect(subscriptionStatusProduct('Tom Viewer accepted your invitation and joined Acme GmbH.')).toBeNull();
    expect(
      subscriptionStatusProduct(
        'The subscription status for  has changed. Please contact your administrator.',
      ),
    ).toBeNull();
  });
});
