import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testChart } from '../testing/dashboard.ts';
import { DsarTypeChart } from './DsarTypeChart.tsx';

describe('DsarTypeChart', () => {
  it('draws a bar per request type, every type included, with the numbers in a table', async () => {
    await render(
      <div style={{ width: 600 }}>
        <DsarTypeChart load={{ status: 'ready', data: testChart().by_type.filter((t) => t.count > 0) }} />
      </div>,
    );
    await expect.element(page.getByRole('figure', { name: 'Requests received per type' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Requests received per type' });
    await expect.element(table.getByRole('row', { name: /^Deletion/ })).toHaveTextContent('Deletion18');
    await expect.element(table.getByRole('row', { name: /^Restriction/ })).toHaveTextContent('Restriction0');
  });

  it('says so when the period has no requests', async () => {
    await render(<DsarTypeChart load={{ status: 'ready', data: [] }} />);
    await expect.element(page.getByText('No requests in this period yet')).toBeVisible();
  });
});
