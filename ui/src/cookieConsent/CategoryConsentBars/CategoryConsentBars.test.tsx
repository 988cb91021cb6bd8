import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_BREAKDOWN } from '../testing/consentDashboard.ts';
import { CategoryConsentBars } from './CategoryConsentBars.tsx';

describe('CategoryConsentBars', () => {
  it('compares granted and denied for each optional category', async () => {
    await render(<CategoryConsentBars load={{ status: 'ready', data: TEST_BREAKDOWN.categories }} />);
    const table = page.getByRole('table', { name: 'Granted and denied per category' });
    await expect
      .element(table.getByRole('row', { name: /Marketing/ }))
      .toHaveTextContent('Marketing7,3004,700');
    expect(table.getByRole('row', { name: /Strictly necessary/ }).elements()).toHaveLength(0);
  });

  it('says so when no category has a choice', async () => {
    await render(
      <CategoryConsentBars
        load={{
          status: 'ready',
          data: TEST_BREAKDOWN.categories.map((c) => ({ ...c, granted: 0, denied: 0 })),
        }}
      />,
    );
    await expect
      .element(
        page
          .getByRole('region', { name: 'Consents by category' })
          .getByText('No consents in this period yet'),
      )
      .toBeVisible();
  });
});
