import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_SUMMARY } from '../testing/consentDashboard.ts';
import { ChoiceSplitChart } from './ChoiceSplitChart.tsx';

describe('ChoiceSplitChart', () => {
  it('splits the choices, with their shares for screen readers', async () => {
    await render(<ChoiceSplitChart load={{ status: 'ready', data: TEST_SUMMARY }} />);
    const figure = page
      .getByRole('region', { name: 'Choices' })
      .getByRole('figure', { name: 'Accept all, reject all and custom choices' });
    await expect
      .element(figure.getByRole('img'))
      .toHaveAccessibleName(
        'Donut chart, total 12,000: Accept all 7,000 (58%), Reject all 3,200 (27%), Custom 1,800 (15%).',
      );
    await expect
      .element(page.getByRole('row', { name: /Reject all/ }))
      .toHaveTextContent('Reject all3,20027%');
  });

  it('says so before any choice', async () => {
    await render(
      <ChoiceSplitChart load={{ status: 'ready', data: { accept_all: 0, reject_all: 0, custom: 0 } }} />,
    );
    await expect.element(page.getByText('No consents in this period yet')).toBeVisible();
  });
});
