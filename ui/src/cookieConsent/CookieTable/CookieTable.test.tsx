import type { Schemas } from '@privacy-portal/sdk';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_CATEGORIES, TEST_COOKIES, testCookie } from '../testing/fixtures.ts';
import type { CookieBulkChange } from './CookieBulkBar.tsx';
import { type CookieFilters, NO_COOKIE_FILTERS } from './CookieFilterBar.tsx';
import { CookieTable, type CookieTableProps } from './CookieTable.tsx';

type Cookie = Schemas['Cookie'];

/** The table with its filters and selection held as a page holds them; the rows filtered here. */
function Harness({
  cookies = TEST_COOKIES,
  onFilters,
  ...props
}: Partial<CookieTableProps> & { onFilters?: (f: CookieFilters) => void }) {
  const [filters, setFilters] = useState<CookieFilters>(NO_COOKIE_FILTERS);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const shown = cookies.filter(
    (c: Cookie) =>
      (filters.categoryId === null || c.category_id === filters.categoryId) &&
      (filters.party === null || c.party === filters.party) &&
      (filters.published === null || c.published === filters.published) &&
      c.name.includes(filters.search),
  );
  return (
    <CookieTable
      cookies={shown}
      categories={TEST_CATEGORIES}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        onFilters?.(next);
      }}
      selectedIds={selected}
      onSelectionChange={setSelected}
      {...props}
    />
  );
}

/** The checkbox's input is visually hidden under its box: a click lands on the box, as a user's does. */
const tick = (name: string) => page.getByRole('checkbox', { name }).click({ force: true });

const names = () =>
  page
    .getByRole('rowheader')
    .elements()
    .map((e) => e.querySelector('span')?.textContent);

describe('CookieTable', () => {
  it('lists the inventory by name with party, duration, script, pages and status', async () => {
    await render(<Harness />);
    expect(names()).toEqual(['_fbp', '_ga', 'hjSession', 'session_id']);
    const fbp = page.getByRole('row', { name: /_fbp/ });
    await expect.element(fbp.getByText('Third party')).toBeVisible();
    await expect.element(fbp.getByText('3 months')).toBeVisible();
    await expect.element(fbp.getByText('connect.facebook.net', { exact: true })).toBeVisible();
    await expect.element(fbp.getByText('Awaiting review')).toBeVisible();
    await expect.element(fbp.getByText('Meta Pixel')).toBeVisible();
    await expect
      .element(page.getByRole('row', { name: /hjSession/ }).getByText('Local storage'))
      .toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('4 cookies');
  });

  it('sorts by a column and turns the order round on a second press', async () => {
    await render(<Harness />);
    const category = page.getByRole('columnheader', { name: 'Category' });
    await category.getByRole('button').click();
    await expect.element(category).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['_ga', 'hjSession', '_fbp', 'session_id']);
    await userEvent.keyboard('{Enter}');
    await expect.element(category).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('session_id');
    await page.getByRole('columnheader', { name: 'Duration' }).getByRole('button').click();
    // A session cookie lives shortest.
    expect(names()).toEqual(['session_id', 'hjSession', '_fbp', '_ga']);
  });

  it('filters by search and by the category, party and status chips', async () => {
    const onFilters = vi.fn();
    await render(<Harness onFilters={onFilters} />);
    await page
      .getByRole('radiogroup', { name: 'Category' })
      .getByRole('radio', { name: 'Analytics 2' })
      .click();
    expect(onFilters).toHaveBeenLastCalledWith({ ...NO_COOKIE_FILTERS, categoryId: 3 });
    expect(names()).toEqual(['_ga', 'hjSession']);
    await expect.element(page.getByRole('status')).toHaveTextContent('2 cookies match these filters');
    await page
      .getByRole('radiogroup', { name: 'Status' })
      .getByRole('radio', { name: 'Awaiting review' })
      .click();
    expect(names()).toEqual(['hjSession']);
    await page.getByRole('searchbox', { name: 'Search cookies' }).fill('zzz');
    await expect.element(page.getByText('No cookies match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    expect(onFilters).toHaveBeenLastCalledWith(NO_COOKIE_FILTERS);
    expect(names()).toHaveLength(4);
  });

  it('moves the chosen arrow key along the chips', async () => {
    await render(<Harness />);
    const party = page.getByRole('radiogroup', { name: 'Party' });
    await party.getByRole('radio', { name: 'All' }).click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(party.getByRole('radio', { name: 'First party' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(party.getByRole('radio', { name: 'First party' })).toBeChecked();
    expect(names()).toEqual(['_ga', 'hjSession', 'session_id']);
  });

  it('selects rows and applies a bulk change to the chosen ones', async () => {
    const onBulkChange = vi.fn<(ids: number[], change: CookieBulkChange) => void>();
    await render(<Harness onBulkChange={onBulkChange} />);
    await expect.element(page.getByRole('group', { name: /selected/ })).not.toBeInTheDocument();
    await tick('Select _fbp (.facebook.com)');
    await tick('Select hjSession (.demo-store.example)');
    const bar = page.getByRole('group', { name: 'Actions on 2 cookies selected' });
    await expect.element(bar).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'Select all 4 cookies' })).toBePartiallyChecked();
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    expect(onBulkChange).toHaveBeenLastCalledWith([3, 4], { published: true });
    await bar.getByRole('button', { name: /Move to category/ }).click();
    await page.getByRole('option', { name: 'Marketing' }).click();
    expect(onBulkChange).toHaveBeenLastCalledWith([3, 4], { category_id: 4 });
    await tick('Select all 4 cookies');
    await expect.element(page.getByRole('group', { name: 'Actions on 4 cookies selected' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect.element(page.getByRole('group', { name: /selected/ })).not.toBeInTheDocument();
  });

  it('offers edit and delete per row only with their handlers', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { rerender } = await render(<Harness onEdit={onEdit} onDelete={onDelete} />);
    await page.getByRole('button', { name: 'Edit _ga (.demo-store.example)' }).click();
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await page.getByRole('button', { name: 'Delete _fbp (.facebook.com)' }).click();
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await rerender(
      <CookieTable
        cookies={TEST_COOKIES}
        categories={[]}
        filters={NO_COOKIE_FILTERS}
        onFiltersChange={() => {}}
      />,
    );
    await expect.element(page.getByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await expect.element(page.getByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the empty state without filters, skeleton rows while loading, and the error', async () => {
    const { rerender } = await render(
      <Harness cookies={[]} emptyState={<p>No cookies yet — run a scan or add one</p>} />,
    );
    await expect.element(page.getByText('No cookies yet — run a scan or add one')).toBeVisible();
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
    await rerender(<Harness loading />);
    await expect.element(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading cookies');
    await rerender(<Harness error={<p>We could not load the cookies</p>} />);
    await expect.element(page.getByText('We could not load the cookies')).toBeVisible();
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
  });

  it('pages long inventories and says when the server holds more', async () => {
    const many = Array.from({ length: 30 }, (_, i) => testCookie({ id: 100 + i, name: `c${i}` }));
    await render(<Harness cookies={many} total={45} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Showing 30 of 45 cookies');
    expect(names()).toHaveLength(25);
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(names()).toHaveLength(5);
  });
});
