import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import filterBar from './FilterBar.module.css';
import { FilterBar } from './FilterBar.tsx';

describe('FilterBar', () => {
  it('is one group named by its legend, with each field labelled', async () => {
    await render(
      <FilterBar legend="Filter the records">
        <div className={filterBar.field}>
          <label htmlFor="from">From</label>
          <input id="from" type="date" />
        </div>
      </FilterBar>,
    );
    const group = page.getByRole('group', { name: 'Filter the records' });
    await expect.element(group).toBeVisible();
    await expect.element(group.getByLabelText('From')).toBeVisible();
  });
});
