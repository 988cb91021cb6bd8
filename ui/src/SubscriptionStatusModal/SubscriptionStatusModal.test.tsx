import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SubscriptionStatusModal } from './SubscriptionStatusModal.tsx';

describe('SubscriptionStatusModal', () => {
  it('names the product and offers both buttons', async () => {
    const onManageSubscription = vi.fn();
    const onGotIt = vi.fn();
    render(
      <SubscriptionStatusModal
        isOpen
        product="Cookie Consent"
        onManageSubscription={onManageSubscription}
        onGotIt={onGotIt}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Subscription status changed' });
    await expect
      .element(dialog)
      .toHaveTextContent(
        'The subscription status for Cookie Consent has changed. Please contact your administrator.',
      );
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    expect(onManageSubscription).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: 'Got it' }).click();
    expect(onGotIt).toHaveBeenCalledTimes(1);
  });

  it('Escape counts as Got it', async () => {
    const onGotIt = vi.fn();
    render(
      <SubscriptionStatusModal isOpen product="DSAR" onManageSubscription={vi.fn()} onGotIt={onGotIt} />,
    );
    await expect.element(page.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onGotIt).toHaveBeenCalledTimes(1);
  });

  it('the close button also counts as Got it', async () => {
    const onGotIt = vi.fn();
    render(
      <SubscriptionStatusModal isOpen product="DSAR" onManageSubscription={vi.fn()} onGotIt={onGotIt} />,
    );
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onGotIt).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', async () => {
    render(
      <SubscriptionStatusModal
        isOpen={false}
        product="DSAR"
        onManageSubscription={vi.fn()}
        onGotIt={vi.fn()}
      />,
    );
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
