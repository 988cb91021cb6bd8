import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testChart } from '../testing/dashboard.ts';
import { DsarStatusChart } from './DsarStatusChart.tsx';

describe('DsarStatusChart', () => {
  it('draws a slice per status with the numbers in a table', async () => {
    await render(
      <div style={{ width: 480 }}>
        <DsarStatusChart load={{ status: 'ready', data: testChart().by_status }} />
      </div>,
    );
    const region = page.getByRole('region', { name: 'Requests by status' });
    await expect
      .element(region.getByText('All requests as they stand now, whatever the period'))
      .toBeVisible();
    await expect.element(region.getByRole('figure', { name: 'Requests per status' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Requests per status' });
    await expect.element(table.getByRole('row', { name: /^In progress/ })).toHaveTextContent('In progress7');
    await expect
      .element(table.getByRole('row', { name: /^Closed unverified/ }))
      .toHaveTextContent('Closed unverified2');
  });

  it('says so when there is no request', async () => {
    await render(<DsarStatusChart load={{ status: 'ready', data: [{ status: 'new', count: 0 }] }} />);
    await expect.element(page.getByText('No requests yet')).toBeVisible();
  });
});
