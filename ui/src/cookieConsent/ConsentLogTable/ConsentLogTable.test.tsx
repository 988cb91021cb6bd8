import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_CATEGORY_NAMES, TEST_CONSENT_RECORDS } from '../testing/consentRecords.ts';
import { ConsentLogTable } from './ConsentLogTable.tsx';

describe('ConsentLogTable', () => {
  it('shows each record: time, short consent id, choice, categories, place, device, GPC, banner', async () => {
    await render(
      <ConsentLogTable
        records={TEST_CONSENT_RECORDS}
        categoryNames={TEST_CATEGORY_NAMES}
        onOpen={() => {}}
      />,
    );
    // Every record opens from its time.
    expect(page.getByRole('button', { name: /^Proof of record #/ }).elements()).toHaveLength(
      TEST_CONSENT_RECORDS.length,
    );
    const headers = page.getByRole('columnheader');
    await expect.element(headers.first()).toHaveTextContent('Time');
    expect(
      page
        .getByRole('columnheader')
        .elements()
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Consent ID', 'Choice', 'Categories granted', 'Region', 'Device', 'GPC', 'Banner']);
    const gpcRow = page.getByRole('row').filter({ hasText: 'California, United States' });
    await expect.element(gpcRow.getByText('Reject all')).toBeVisible();
    await expect.element(gpcRow.getByText('GPC', { exact: true })).toBeVisible();
    await expect.element(gpcRow.getByText('Strictly necessary', { exact: true })).toBeVisible();
    const custom = page.getByRole('row').filter({ hasText: 'France' });
    await expect.element(custom.getByText('Strictly necessary, Analytics')).toBeVisible();
    await expect.element(custom.getByText('Mobile')).toBeVisible();
    await expect.element(custom.getByText('0b6f7a52', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('row').filter({ hasText: 'Unknown' }).getByText('v1')).toBeVisible();
  });

  it('opens a record from its time by keyboard and loads more', async () => {
    const onOpen = vi.fn();
    const onLoadMore = vi.fn();
    await render(
      <ConsentLogTable records={TEST_CONSENT_RECORDS} onOpen={onOpen} hasMore onLoadMore={onLoadMore} />,
    );
    const open = page.getByRole('button', { name: /^Proof of record #4,/ });
    (open.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ seq: 4 }));
    await page.getByRole('button', { name: 'Load more' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('copies the full consent id and says so', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await render(<ConsentLogTable records={TEST_CONSENT_RECORDS.slice(0, 1)} onOpen={() => {}} />);
    const id = TEST_CONSENT_RECORDS[0]?.consent_id as string;
    await page.getByRole('button', { name: `Copy consent id ${id}` }).click();
    expect(writeText).toHaveBeenCalledWith(id);
    await expect
      .element(page.getByRole('cell').getByRole('status'))
      .toHaveTextContent('Copied to the clipboard');
  });

  it('says when nothing matches, and has no Load more on the last page', async () => {
    await render(<ConsentLogTable records={[]} onOpen={() => {}} onLoadMore={() => {}} />);
    await expect.element(page.getByText('No consent records match these filters.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('is busy while loading, and shows the failure in place of the table', async () => {
    const { rerender } = await render(<ConsentLogTable records={[]} loading onOpen={() => {}} />);
    await expect.element(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await rerender(
      <ConsentLogTable
        records={[]}
        error={<p role="alert">We could not load the consent log</p>}
        onOpen={() => {}}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('We could not load the consent log');
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
  });
});
