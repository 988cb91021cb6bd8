import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testDays } from '../testing/consentDashboard.ts';
import { ConsentTrendChart } from './ConsentTrendChart.tsx';

describe('ConsentTrendChart', () => {
  it('draws the consents by choice and the pageviews per day, with their numbers for screen readers', async () => {
    await render(
      <div style={{ width: 720 }}>
        <ConsentTrendChart load={{ status: 'ready', data: testDays(30) }} />
      </div>,
    );
    const region = page.getByRole('region', { name: 'Consents over time' });
    await expect.element(region.getByRole('figure', { name: 'Consents per day by choice' })).toBeVisible();
    await expect.element(region.getByRole('figure', { name: 'Pageviews per day' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Consents per day by choice' });
    await expect.element(table.getByRole('columnheader', { name: 'Reject all' })).toBeInTheDocument();
    await expect.element(table.getByRole('row', { name: /24 Nov/ })).toHaveTextContent('24 Nov30013070');
  });

  it('shows at most eight day labels under 90 bars', async () => {
    await render(
      <div style={{ width: 720 }}>
        <ConsentTrendChart load={{ status: 'ready', data: testDays(90) }} />
      </div>,
    );
    const figure = page.getByRole('figure', { name: 'Consents per day by choice' });
    const dayLabels = () =>
      [...(figure.element().querySelectorAll('svg text') ?? [])].filter((t) =>
        / [A-Z][a-z]{2}$/.test(t.textContent ?? ''),
      );
    await expect.poll(() => dayLabels().length).toBeGreaterThan(0);
    const labels = dayLabels();
    expect(labels.length).toBeLessThanOrEqual(8);
    expect(labels.at(-1)?.textContent).toBe('24 Nov');
  });

  it('says so when the period has no consents', async () => {
    const empty = testDays(7).map((d) => ({
      ...d,
      consents: 0,
      accept_all: 0,
      reject_all: 0,
      custom: 0,
      pageviews: 0,
    }));
    await render(<ConsentTrendChart load={{ status: 'ready', data: empty }} />);
    await expect.element(page.getByText('No consents in this period yet')).toBeVisible();
  });
});
