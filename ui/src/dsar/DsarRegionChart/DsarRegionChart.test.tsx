import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_REGIONS } from '../testing/dashboard.ts';
import { DsarRegionChart, regionLabel } from './DsarRegionChart.tsx';

describe('DsarRegionChart', () => {
  it('draws the places with most requests and lists every place with its share', async () => {
    await render(
      <div style={{ width: 900 }}>
        <DsarRegionChart
          load={{ status: 'ready', data: TEST_REGIONS }}
          stateNames={{ 'US-CA': 'California' }}
        />
      </div>,
    );
    await expect.element(page.getByRole('figure', { name: 'Top 8 places' })).toBeVisible();
    const chartTable = page.getByRole('table', { name: 'Top 8 places' });
    await expect.element(chartTable.getByRole('row', { name: /^US-CA/ })).toHaveTextContent('US-CA21');
    const table = page.getByRole('table', { name: 'Requests by state or country' });
    await expect
      .element(table.getByRole('row', { name: /California, United States/ }))
      .toHaveTextContent('California, United States US-CA2136.2%');
    // A state without a known name shows its code; a US request without a state says so.
    await expect.element(table.getByRole('rowheader', { name: 'TX, United States US-TX' })).toBeVisible();
    await expect
      .element(table.getByRole('rowheader', { name: 'United States (no state given) US' }))
      .toBeVisible();
    await expect.element(table.getByRole('row')).toHaveLength(11);
    await page.getByRole('button', { name: 'Show all 11 places' }).click();
    await expect.element(table.getByRole('row')).toHaveLength(12);
  });

  it('names places in words', () => {
    expect(regionLabel({ country: 'DE', state: null, count: 1 })).toBe('Germany');
    expect(regionLabel({ country: 'US', state: 'CO', count: 1 }, { 'US-CO': 'Colorado' })).toBe(
      'Colorado, United States',
    );
  });

  it('says so when the period has no requests', async () => {
    await render(<DsarRegionChart load={{ status: 'ready', data: [] }} />);
    await expect.element(page.getByText('No requests in this period yet')).toBeVisible();
  });
});
