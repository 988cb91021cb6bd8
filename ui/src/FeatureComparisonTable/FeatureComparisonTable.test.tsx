import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BUNDLE_COMPARISON_COLUMNS, CUSTOM_COMPARISON_COLUMNS } from './columns.ts';
import { FeatureComparisonTable } from './FeatureComparisonTable.tsx';

const rows = [
  {
    featureName: 'Users Per Organization',
    basic: '1',
    essentials: '2',
    professional: '5',
    enterprise: 'Unlimited',
  },
  { featureName: 'Google vendors', basic: false, essentials: true, professional: true, enterprise: true },
  {
    featureName: 'Consent Record Keeping',
    basic: 'YES',
    essentials: 'YES',
    professional: 'NO',
    enterprise: null,
  },
];

describe('FeatureComparisonTable', () => {
  it('has the custom tier columns and YES / NO / text cells', async () => {
    render(<FeatureComparisonTable columns={CUSTOM_COMPARISON_COLUMNS} rows={rows} />);
    const table = page.getByRole('table', { name: 'Feature Comparison' });
    await expect.element(table).toBeInTheDocument();
    const headers = page
      .getByRole('columnheader')
      .all()
      .map((h) => h.element().textContent);
    expect(headers).toEqual(['Features', 'Starter', 'Essentials', 'Professional', 'Enterprise']);
    const google = page.getByRole('row', { name: /Google vendors/ });
    expect(
      google
        .getByRole('cell')
        .all()
        .map((c) => c.element().textContent),
    ).toEqual(['NO', 'YES', 'YES', 'YES']);
    const users = page.getByRole('row', { name: /Users Per Organization/ });
    expect(
      users
        .getByRole('cell')
        .all()
        .map((c) => c.element().textContent),
    ).toEqual(['1', '2', '5', 'Unlimited']);
    await expect.element(page.getByRole('rowheader', { name: 'Consent Record Keeping' })).toBeVisible();
    await expect
      .element(
        page
          .getByRole('row', { name: /Consent Record Keeping/ })
          .getByRole('cell')
          .last(),
      )
      .toHaveTextContent('Not listed');
  });

  it('has the bundle columns', async () => {
    render(
      <FeatureComparisonTable
        columns={BUNDLE_COMPARISON_COLUMNS}
        rows={rows}
        caption="Bundle plans"
        showCaption
      />,
    );
    await expect.element(page.getByRole('table', { name: 'Bundle plans' })).toBeVisible();
    const headers = page
      .getByRole('columnheader')
      .all()
      .map((h) => h.element().textContent);
    expect(headers).toEqual(['Features', 'Essential', 'Business', 'Business Plus', 'Enterprise']);
  });

  it('shows loading and empty states', async () => {
    const { rerender } = await render(
      <FeatureComparisonTable columns={CUSTOM_COMPARISON_COLUMNS} rows={[]} loading />,
    );
    await expect
      .element(page.getByRole('progressbar', { name: 'Loading feature comparison' }))
      .toBeInTheDocument();
    await rerender(<FeatureComparisonTable columns={CUSTOM_COMPARISON_COLUMNS} rows={[]} />);
    await expect.element(page.getByText('No features to compare.')).toBeVisible();
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
  });
});
