import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../../Button/index.ts';
import { BulkBar } from './BulkBar.tsx';
import { rowSelection } from './rowSelection.ts';
import { SelectAllHeader, SelectRowCell } from './SelectionCells.tsx';
import { SkeletonRows } from './SkeletonRows.tsx';

const ROWS = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Beta' },
  { id: 3, name: 'Gamma' },
];

/** A list the way a module's table uses the parts: a header checkbox, one per row, and the bulk bar. */
function Picker({ initial = [] as number[], loading = false, onAct = (_ids: number[]) => {} }) {
  const [ids, setIds] = useState(() => new Set(initial));
  const selection = rowSelection(ROWS, ids, setIds);
  return (
    <>
      {selection.chosen.length > 0 ? (
        <BulkBar
          count={selection.chosen.length}
          words={`${selection.chosen.length} rows`}
          busy={false}
          onClear={selection.clear}
        >
          <Button size="sm" onPress={() => onAct(selection.chosen)}>
            Act
          </Button>
        </BulkBar>
      ) : null}
      <table aria-busy={loading || undefined}>
        <caption>Rows</caption>
        <thead>
          <tr>
            <SelectAllHeader
              selection={selection}
              rowCount={ROWS.length}
              loading={loading}
              label="Select all 3 rows"
            />
            <th scope="col">Name</th>
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows columns={2} rows={3} />
          ) : (
            ROWS.map((r) => (
              <tr key={r.id}>
                <SelectRowCell
                  isSelected={selection.isSelected(r.id)}
                  onToggle={(on) => selection.toggle(r.id, on)}
                  label={`Select ${r.name}`}
                />
                <th scope="row">{r.name}</th>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </>
  );
}

/** The checkbox's input is visually hidden under its box: a click lands on the box, as a user's does. */
const tick = (name: string) => page.getByRole('checkbox', { name }).click({ force: true });

describe('ListTable parts', () => {
  it('selects rows one by one, shows the bulk bar and hands the chosen ids in the rows’ order', async () => {
    const onAct = vi.fn();
    await render(<Picker onAct={onAct} />);
    await expect.element(page.getByRole('group', { name: /selected/ })).not.toBeInTheDocument();
    await tick('Select Gamma');
    await tick('Select Alpha');
    const bar = page.getByRole('group', { name: 'Actions on 2 rows selected' });
    await expect.element(bar.getByText('2 selected')).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'Select all 3 rows' })).toBePartiallyChecked();
    await bar.getByRole('button', { name: 'Act' }).click();
    expect(onAct).toHaveBeenCalledWith([1, 3]);
  });

  it('selects and clears every row from the header, and by keyboard', async () => {
    await render(<Picker initial={[2]} />);
    const all = page.getByRole('checkbox', { name: 'Select all 3 rows' });
    await tick('Select all 3 rows');
    await expect.element(all).toBeChecked();
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      await expect.element(page.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    }
    await tick('Select all 3 rows');
    await expect.element(page.getByRole('checkbox', { name: 'Select Beta' })).not.toBeChecked();

    await tick('Select Beta');
    page.getByRole('button', { name: 'Clear selection' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('group', { name: /selected/ })).not.toBeInTheDocument();
    await expect.element(page.getByRole('checkbox', { name: 'Select Beta' })).not.toBeChecked();
  });

  it('while loading: placeholder rows and a header checkbox that cannot be used', async () => {
    await render(<Picker loading />);
    await expect.element(page.getByRole('table', { name: 'Rows' })).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('checkbox', { name: 'Select all 3 rows' })).toBeDisabled();
    expect(page.getByRole('row').elements()).toHaveLength(4);
  });
});
