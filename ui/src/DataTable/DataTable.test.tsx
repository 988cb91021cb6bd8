import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/index.ts';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

interface Site {
  id: string;
  name: string;
  visits: number;
  status: string;
}

const rows: Site[] = [
  { id: '1', name: 'Site 10', visits: 40, status: 'Active' },
  { id: '2', name: 'alpha.example', visits: 5, status: 'Paused' },
  { id: '3', name: 'Site 2', visits: 300, status: 'Active' },
];

const columns: DataTableColumn<Site>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'visits', header: 'Visits', value: (r) => r.visits, align: 'end' },
  { id: 'status', header: 'Status', cell: (r) => <strong>{r.status}</strong> },
];

const firstColumn = () =>
  page
    .getByRole('rowheader')
    .elements()
    .map((el) => el.textContent);

describe('DataTable', () => {
  it('renders a captioned table with column headers, row headers and custom cells', async () => {
    await render(<DataTable caption="Properties" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    const table = page.getByRole('table', { name: 'Properties' });
    await expect.element(table).toBeVisible();
    await expect.element(table.getByRole('columnheader', { name: 'Visits' })).toBeVisible();
    await expect.element(table.getByRole('rowheader', { name: 'Site 10' })).toBeVisible();
    await expect.element(table.getByRole('row').nth(2)).toHaveTextContent('alpha.example5Paused');
    expect(firstColumn()).toEqual(['Site 10', 'alpha.example', 'Site 2']);
    // Status has no value, so it does not sort.
    expect(table.getByRole('button', { name: 'Status' }).query()).toBeNull();
  });

  it('sorts by header buttons with aria-sort, mouse and keyboard', async () => {
    const onSortChange = vi.fn();
    await render(
      <DataTable
        caption="Properties"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        onSortChange={onSortChange}
      />,
    );
    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    await expect.element(nameHeader).not.toHaveAttribute('aria-sort');
    await page.getByRole('button', { name: 'Name' }).click();
    await expect.element(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['alpha.example', 'Site 2', 'Site 10']);

    await userEvent.keyboard('{Enter}');
    await expect.element(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Site 10', 'Site 2', 'alpha.example']);

    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Visits' })).toHaveFocus();
    await userEvent.keyboard(' ');
    const visitsHeader = page.getByRole('columnheader', { name: 'Visits' });
    await expect.element(visitsHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.element(nameHeader).not.toHaveAttribute('aria-sort');
    expect(firstColumn()).toEqual(['alpha.example', 'Site 10', 'Site 2']);
    expect(onSortChange.mock.calls).toEqual([
      [{ columnId: 'name', direction: 'ascending' }],
      [{ columnId: 'name', direction: 'descending' }],
      [{ columnId: 'visits', direction: 'ascending' }],
    ]);
  });

  it('pages the rows client-side and resets to page 1 on sort', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: String(i),
      name: `Site ${i + 1}`,
      visits: i,
      status: 'Active',
    }));
    const onPageChange = vi.fn();
    await render(
      <DataTable
        caption="Properties"
        columns={columns}
        rows={many}
        getRowId={(r) => r.id}
        pageSize={5}
        onPageChange={onPageChange}
      />,
    );
    expect(firstColumn()).toEqual(['Site 1', 'Site 2', 'Site 3', 'Site 4', 'Site 5']);
    const pager = page.getByRole('navigation', { name: 'Properties pages' });
    await expect.element(pager.getByText('Page 1 of 3')).toBeVisible();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect.element(pager.getByText('Page 3 of 3')).toBeVisible();
    expect(firstColumn()).toEqual(['Site 11', 'Site 12']);
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);

    await page.getByRole('button', { name: 'Visits' }).click();
    await expect.element(pager.getByText('Page 1 of 3')).toBeVisible();
  });

  it('shows no pagination for a single page', async () => {
    await render(<DataTable caption="Properties" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    await expect.element(page.getByRole('table')).toBeVisible();
    expect(page.getByRole('navigation').query()).toBeNull();
  });

  it('shows the empty message', async () => {
    await render(
      <DataTable
        caption="Properties"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        emptyMessage="No properties yet"
      />,
    );
    await expect.element(page.getByRole('cell', { name: 'No properties yet' })).toBeVisible();
  });

  it('marks the table busy with placeholder rows while loading', async () => {
    await render(
      <DataTable caption="Properties" columns={columns} rows={rows} getRowId={(r) => r.id} loading />,
    );
    const table = page.getByRole('table', { name: 'Properties' });
    await expect.element(table).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading');
    expect(page.getByText('Site 10').query()).toBeNull();
  });

  it('renders row actions for each row', async () => {
    const onEdit = vi.fn();
    await render(
      <DataTable
        caption="Properties"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        rowActions={(r) => (
          <Button size="sm" variant="secondary" aria-label={`Edit ${r.name}`} onPress={() => onEdit(r.id)}>
            Edit
          </Button>
        )}
      />,
    );
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Site 2' }).click();
    expect(onEdit).toHaveBeenCalledWith('3');
  });
});
