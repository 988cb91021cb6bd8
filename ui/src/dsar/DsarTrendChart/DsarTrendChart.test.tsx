import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testChart } from '../testing/dashboard.ts';
import { DsarTrendChart } from './DsarTrendChart.tsx';

describe('DsarTrendChart', () => {
  it('draws the requests received and closed per day, with their numbers for screen readers', async () => {
    const days = testChart(30).over_time;
    await render(
      <div style={{ width: 720 }}>
        <DsarTrendChart load={{ status: 'ready', data: days }} />
      </div>,
    );
    await expect
      .element(
        page
          .getByRole('region', { name: 'Requests over time' })
          .getByRole('figure', { name: 'Requests per day' }),
      )
      .toBeVisible();
    const table = page.getByRole('table', { name: 'Requests per day' });
    await expect.element(table.getByRole('columnheader', { name: 'Closed' })).toBeInTheDocument();
    const last = days.at(-1)!;
    await expect
      .element(table.getByRole('row', { name: /^24 Nov/ }))
      .toHaveTextContent(`24 Nov${last.received}${last.closed}`);
  });

  it('says so when the period has no requests', async () => {
    const empty = testChart(7).over_time.map((d) => ({ ...d, received: 0, closed: 0 }));
    await render(<DsarTrendChart load={{ status: 'ready', data: empty }} />);
    await expect.element(page.getByText('No requests in this period yet')).toBeVisible();
  });
});
