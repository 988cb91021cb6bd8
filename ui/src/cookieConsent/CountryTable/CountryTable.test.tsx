import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_COUNTRIES } from '../testing/consentDashboard.ts';
import { CountryTable } from './CountryTable.tsx';

const rowHeaders = () =>
  page
    .getByRole('table', { name: 'Consents by country' })
    .getByRole('rowheader')
    .elements()
    .map((cell) => cell.textContent);

describe('CountryTable', () => {
  it('lists countries by name, most consents first, ten until asked for all', async () => {
    await render(<CountryTable countries={[...TEST_COUNTRIES].reverse()} />);
    await expect.element(page.getByRole('rowheader', { name: 'United States' })).toBeVisible();
    expect(rowHeaders().slice(0, 3)).toEqual(['United States', 'Germany', 'United Kingdom']);
    expect(rowHeaders()).toHaveLength(10);
    await expect
      .element(page.getByRole('row', { name: /Germany/ }))
      .toHaveTextContent('Germany1,70015.7%52%');
    await page.getByRole('button', { name: 'Show all 12 countries' }).click();
    expect(rowHeaders().at(-1)).toBe('Unknown');
  });
});
