import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  type GlobalVendor,
  GlobalVendorSearch,
  type GlobalVendorSearchProps,
} from './GlobalVendorSearch.tsx';

const RESULTS: GlobalVendor[] = [
  {
    kind: 'iab',
    gvl_id: 91,
    name: 'Criteo SA',
    purposes: ['Store and/or access information on a device'],
    privacy_policy_url: 'https://www.criteo.com/privacy/',
  },
  { kind: 'iab', gvl_id: 755, name: 'Google Advertising Products', purposes: [], privacy_policy_url: null },
];
const base: GlobalVendorSearchProps = {
  kind: 'iab',
  results: RESULTS,
  listVersion: 312,
  searchedFor: '',
  addedIds: new Set([755]),
  onSearchChange: () => {},
  onAdd: () => {},
  onClose: () => {},
  debounceMs: 50,
};
const dialog = () => page.getByRole('dialog', { name: 'Add from the IAB Global Vendor List' });

describe('GlobalVendorSearch', () => {
  it('lists the vendors with their id and policy, marks those already added and adds one', async () => {
    const onAdd = vi.fn();
    await render(<GlobalVendorSearch {...base} onAdd={onAdd} />);
    await expect.element(dialog().getByText('IAB Global Vendor List, version 312.')).toBeVisible();
    await expect
      .element(dialog().getByRole('status'))
      .toHaveTextContent('The first 2 vendors by name. Type to search.');
    await expect.element(dialog().getByText('ID 91')).toBeVisible();
    await expect.element(dialog().getByText('Added')).toBeVisible();
    expect(dialog().getByRole('button', { name: 'Add Google Advertising Products' }).query()).toBeNull();
    await dialog().getByRole('button', { name: 'Add Criteo SA' }).click();
    expect(onAdd).toHaveBeenCalledWith(RESULTS[0]);
  });

  it('reports the search once typing pauses', async () => {
    const onSearchChange = vi.fn();
    const screen = await render(
      <GlobalVendorSearch {...base} onSearchChange={onSearchChange} debounceMs={200} />,
    );
    await dialog().getByRole('searchbox', { name: 'Search by name' }).fill('cri');
    expect(onSearchChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onSearchChange).toHaveBeenCalledWith('cri'));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    await screen.rerender(
      <GlobalVendorSearch {...base} results={[]} searchedFor="zzz" onSearchChange={onSearchChange} />,
    );
    await expect.element(dialog().getByRole('status')).toHaveTextContent('No vendor matches “zzz”.');
  });

  it('shows a failed search with Try again, and a list the server has not fetched yet', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <GlobalVendorSearch {...base} results={[]} error="Network down" onRetry={onRetry} />,
    );
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(/The search failed/);
    await dialog().getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
    await screen.rerender(<GlobalVendorSearch {...base} kind="google" results={[]} listVersion={null} />);
    await expect
      .element(
        page
          .getByRole('dialog', { name: 'Add a Google ad-technology provider' })
          .getByText('The list is not available yet'),
      )
      .toBeVisible();
  });
});
