import type { Schemas } from '@privacy-portal/sdk';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_ASSIGNEES, TEST_REQUESTS, TEST_TODAY } from '../testing/requests.ts';
import { type RequestSort, RequestTable, type RequestTableProps } from './RequestTable.tsx';

const hrefOf = (r: Schemas['RequestSummary']) => `/privacy/dsar/requests-details/${r.id}/1/1/1/1`;

function Harness(props: Partial<RequestTableProps>) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [sort, setSort] = useState<RequestSort>('due');
  return (
    <RequestTable
      requests={TEST_REQUESTS}
      hrefOf={hrefOf}
      today={TEST_TODAY}
      sort={sort}
      onSortChange={setSort}
      selectedIds={selected}
      onSelectionChange={setSelected}
      assignees={TEST_ASSIGNEES}
      {...props}
    />
  );
}

/** The checkbox's input is visually hidden under its box: a click lands on the box, as a user's does. */
const tick = (name: string) => page.getByRole('checkbox', { name }).click({ force: true });

describe('RequestTable', () => {
  it('lists each request with its requester, status, law, deadline and assignee', async () => {
    await render(<Harness />);
    await expect.element(page.getByRole('status')).toHaveTextContent('5 requests shown');
    const lena = page.getByRole('row', { name: /DSAR-000011/ });
    await expect
      .element(lena.getByRole('link', { name: 'DSAR-000011' }))
      .toHaveAttribute('href', hrefOf(TEST_REQUESTS[0]!));
    await expect.element(lena.getByText('Deletion')).toBeVisible();
    await expect.element(lena.getByText('Lena Schmidt', { exact: true })).toBeVisible();
    await expect.element(lena.getByText('lena.schmidt@example.de')).toBeVisible();
    await expect.element(lena.getByText('3 days overdue')).toBeVisible();
    await expect.element(lena.getByText('Oscar Orgadmin')).toBeVisible();
    const jordan = page.getByRole('row', { name: /DSAR-000012/ });
    await expect.element(jordan.getByText('Due today')).toBeVisible();
    await expect.element(jordan.getByText('Unassigned')).toBeVisible();
    await expect.element(jordan.getByText('CCPA')).toBeVisible();
    await expect
      .element(page.getByRole('row', { name: /DSAR-000013/ }).getByText('4 days left (extended)'))
      .toBeVisible();
    const sam = page.getByRole('row', { name: /DSAR-000015/ });
    await expect.element(sam.getByText('Awaiting verification')).toBeVisible();
    await expect.element(sam.getByText('Not verified')).toBeVisible();
  });

  it('asks for the other order from the date headers', async () => {
    const onSortChange = vi.fn();
    await render(<Harness sort="due" onSortChange={onSortChange} />);
    await expect
      .element(page.getByRole('columnheader', { name: /^Due/ }))
      .toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: 'Received, sort newest first' }).click();
    expect(onSortChange).toHaveBeenCalledWith('received');
  });

  it('marks the Received column newest first when sorted by it', async () => {
    await render(<Harness sort="received" />);
    await expect
      .element(page.getByRole('columnheader', { name: /^Received/ }))
      .toHaveAttribute('aria-sort', 'descending');
  });

  it('assigns the selected requests at once', async () => {
    const onBulkAssign = vi.fn();
    await render(<Harness onBulkAssign={onBulkAssign} />);
    await tick('Select DSAR-000011 from Lena Schmidt');
    await tick('Select DSAR-000014 from Harry Jones');
    const bar = page.getByRole('group', { name: 'Actions on 2 requests selected' });
    await expect.element(bar).toBeVisible();
    await expect.element(bar.getByRole('button', { name: 'Assign 2 requests' })).toBeDisabled();
    await bar.getByLabelText('Assign to').selectOptions('Adam Admin');
    await bar.getByRole('button', { name: 'Assign 2 requests' }).click();
    expect(onBulkAssign).toHaveBeenCalledWith([11, 14], 2);
    await bar.getByLabelText('Assign to').selectOptions('Nobody (unassign)');
    await bar.getByRole('button', { name: 'Assign 2 requests' }).click();
    expect(onBulkAssign).toHaveBeenLastCalledWith([11, 14], null);
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await expect.element(bar).not.toBeInTheDocument();
  });

  it('selects every row shown with the header box', async () => {
    const onBulkAssign = vi.fn();
    await render(<Harness onBulkAssign={onBulkAssign} />);
    await tick('Select all 5 requests shown');
    await expect.element(page.getByText('5 selected')).toBeVisible();
    await page.getByLabelText('Assign to').selectOptions('Olivia Owner');
    await page.getByRole('button', { name: 'Assign 5 requests' }).click();
    expect(onBulkAssign).toHaveBeenCalledWith([11, 12, 13, 14, 15], 1);
  });

  it('appends the next page on Load more', async () => {
    const onLoadMore = vi.fn();
    await render(<Harness hasMore onLoadMore={onLoadMore} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('5 requests shown, more to load');
    await page.getByRole('button', { name: 'Load more' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('shows loading rows, the empty message, the empty state and a failure', async () => {
    const { rerender } = await render(<Harness requests={[]} loading />);
    await expect.element(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading requests');
    await rerender(<Harness requests={[]} />);
    await expect.element(page.getByText('No requests match these filters.')).toBeVisible();
    await rerender(<Harness requests={[]} emptyState={<p>No requests yet</p>} />);
    await expect.element(page.getByText('No requests yet')).toBeVisible();
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
    await rerender(<Harness error={<p role="alert">We could not load the requests</p>} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('We could not load the requests');
  });
});
