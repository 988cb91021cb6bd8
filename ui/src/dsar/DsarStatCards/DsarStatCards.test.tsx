import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testChart } from '../testing/dashboard.ts';
import { DsarStatCards, formatDaysToClose } from './DsarStatCards.tsx';

const LINKS = {
  open: '/privacy/dsar/requests?status=open&oid=1&pid=1',
  overdue: '/privacy/dsar/requests?due=overdue&oid=1&pid=1',
  dueSoon: '/privacy/dsar/requests?due=soon&oid=1&pid=1',
};
const figure = (label: string) =>
  page.getByRole('term').filter({ hasText: label }).element().nextElementSibling?.textContent;

describe('DsarStatCards', () => {
  it('shows the period’s figures and links the open, overdue and due-soon counts to the inbox', async () => {
    const chart = testChart();
    await render(<DsarStatCards load={{ status: 'ready', data: chart }} links={LINKS} />);
    await expect.element(page.getByRole('region', { name: 'Requests at a glance' })).toBeVisible();
    expect(figure('Received')).toBe(String(chart.received));
    expect(figure('Median time to close')).toBe('12.5 days');
    expect(figure('Overdue')).toBe('3');
    expect(figure('Due soon')).toBe('5');
    expect(figure('Open now')).toBe('17');
    await expect.element(page.getByText('31 completed, 4 rejected in the period')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'See overdue requests' }))
      .toHaveAttribute('href', LINKS.overdue);
    await expect
      .element(page.getByRole('link', { name: 'See requests due soon' }))
      .toHaveAttribute('href', LINKS.dueSoon);
    await expect
      .element(page.getByRole('link', { name: 'See open requests' }))
      .toHaveAttribute('href', LINKS.open);
  });

  it('says when nothing was closed, and words the median', async () => {
    expect(formatDaysToClose(1)).toBe('1 day');
    expect(formatDaysToClose(0.25)).toBe('0.3 days');
    await render(
      <DsarStatCards
        load={{ status: 'ready', data: { ...testChart(), median_days_to_close: null } }}
        links={LINKS}
      />,
    );
    expect(figure('Median time to close')).toBe('–');
    await expect.element(page.getByText('No request closed in the period')).toBeVisible();
  });

  it('shows a failure with Try again', async () => {
    let retried = false;
    await render(
      <DsarStatCards
        load={{
          status: 'error',
          message: 'Boom',
          onRetry: () => {
            retried = true;
          },
        }}
        links={LINKS}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('We could not load requests at a glance');
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(retried).toBe(true);
  });
});
