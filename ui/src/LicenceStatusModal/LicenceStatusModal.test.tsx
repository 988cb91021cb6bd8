import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LicenceStatusModal } from './LicenceStatusModal.tsx';
import { licenceStatusMessage } from './messages.ts';

describe('LicenceStatusModal', () => {
  it('shows the cookie consent text of the spec', async () => {
    render(<LicenceStatusModal isOpen product="Cookie Consent Management" onClose={vi.fn()} />);
    await expect
      .element(page.getByRole('dialog'))
      .toHaveTextContent(
        'You have not assigned this property to cookie consent subscription. Kindly assign this property to one of your purchased cookie consent subscription in order to access this product',
      );
  });

  it('speaks of the organization for DSAR and of the property for the others', () => {
    expect(licenceStatusMessage('DSAR')).toBe(
      'You have not assigned this organization to DSAR subscription. Kindly assign this organization to one of your purchased DSAR subscription in order to access this product',
    );
    expect(licenceStatusMessage('Consent Preference')).toContain(
      'assign this property to one of your purchased consent preference subscription',
    );
    expect(licenceStatusMessage('Social Fortuna')).toContain(
      'You have not assigned this property to social fortuna subscription.',
    );
  });

  it('fires onManageSubscription and onClose', async () => {
    const onManageSubscription = vi.fn();
    const onClose = vi.fn();
    render(
      <LicenceStatusModal
        isOpen
        product="Social Fortuna"
        onManageSubscription={onManageSubscription}
        onClose={onClose}
      />,
    );
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onManageSubscription).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hides Manage Subscription without its handler', async () => {
    render(<LicenceStatusModal isOpen product="DSAR" onClose={vi.fn()} />);
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Manage Subscription' })).not.toBeInTheDocument();
  });
});
