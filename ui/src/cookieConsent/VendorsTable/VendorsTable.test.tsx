import type { Schemas } from '@privacy-portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { VendorsTable } from './VendorsTable.tsx';

type Vendor = Schemas['Vendor'];
const vendor = (id: number, name: string, extra: Partial<Vendor> = {}): Vendor => ({
  id,
  kind: 'custom',
  name,
  gvl_id: null,
  purposes: [],
  privacy_policy_url: null,
  category_id: null,
  cookies: [],
  created_at: '2026-03-01T08:00:00.000Z',
  ...extra,
});
const VENDORS = [
  vendor(1, 'Criteo SA', {
    kind: 'iab',
    gvl_id: 91,
    purposes: [
      'Store and/or access information on a device',
      'Use limited data to select advertising',
      'Create profiles for personalised advertising',
      'Measure advertising performance',
    ],
    privacy_policy_url: 'https://www.criteo.com/privacy/',
    category_id: 4,
    cookies: ['cto_bundle'],
  }),
  vendor(2, 'Trustpilot', { purposes: ['Reviews widget'] }),
  vendor(3, 'Skimlinks', { kind: 'google', gvl_id: 1205 }),
];
const CATEGORIES = [{ id: 4, name: 'Marketing' }];

describe('VendorsTable', () => {
  it('shows each vendor’s source with its id, purposes, policy, category and cookies', async () => {
    await render(<VendorsTable vendors={VENDORS} categories={CATEGORIES} />);
    const criteo = page.getByRole('row', { name: /Criteo SA/ });
    await expect.element(criteo.getByText('IAB TCF 91')).toBeVisible();
    await expect.element(criteo.getByText('and 1 more')).toBeVisible();
    await expect
      .element(criteo.getByRole('link', { name: 'Privacy policy of Criteo SA (opens in a new tab)' }))
      .toHaveAttribute('href', 'https://www.criteo.com/privacy/');
    await expect.element(criteo.getByText('Marketing')).toBeVisible();
    await expect.element(criteo.getByText('cto_bundle')).toBeVisible();
    const trustpilot = page.getByRole('row', { name: /Trustpilot/ });
    await expect.element(trustpilot.getByText('Custom')).toBeVisible();
    await expect.element(trustpilot.getByText('Reviews widget')).toBeVisible();
    await expect
      .element(page.getByRole('row', { name: /Skimlinks/ }).getByText('Google ATP 1205'))
      .toBeVisible();
  });

  it('edits and removes a vendor and loads more', async () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    const onLoadMore = vi.fn();
    await render(
      <VendorsTable
        vendors={VENDORS}
        categories={CATEGORIES}
        onEdit={onEdit}
        onRemove={onRemove}
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    await page.getByRole('button', { name: 'Edit Trustpilot' }).click();
    expect(onEdit).toHaveBeenCalledWith(VENDORS[1]);
    await page.getByRole('button', { name: 'Remove Criteo SA' }).click();
    expect(onRemove).toHaveBeenCalledWith(VENDORS[0]);
    await page.getByRole('button', { name: 'Load more vendors' }).click();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state and a failure in place of the table', async () => {
    const screen = await render(
      <VendorsTable vendors={[]} categories={CATEGORIES} emptyState={<p>No vendors yet</p>} />,
    );
    await expect.element(page.getByText('No vendors yet')).toBeVisible();
    await screen.rerender(<VendorsTable vendors={[]} categories={CATEGORIES} error={<p>Failed</p>} />);
    await expect.element(page.getByText('Failed')).toBeVisible();
    expect(page.getByRole('table').query()).toBeNull();
  });
});
