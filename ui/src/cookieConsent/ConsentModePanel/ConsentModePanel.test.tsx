import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { BannerConfig, TierFeature } from '../bannerConfig/index.ts';
import { testCategories, testConfig } from '../bannerConfig/testFixtures.ts';
import { ConsentModePanel } from './ConsentModePanel.tsx';

function Harness({ initial, features }: { initial: BannerConfig; features: TierFeature[] }) {
  const [config, setConfig] = useState(initial);
  const categories = testCategories().map((c) => (c.key === 'marketing' ? { ...c, name: 'Advertising' } : c));
  return (
    <>
      <ConsentModePanel
        config={config}
        onChange={(patch) => setConfig((now) => ({ ...now, ...patch }))}
        features={features}
        upgradeHref="/plans"
        categories={categories}
      />
      <span hidden data-testid="config">
        {JSON.stringify(config)}
      </span>
    </>
  );
}

// The box's words are for screen readers only, so the press goes to the drawn box (its label element).
const tick = (name: string) =>
  page.elementLocator(page.getByRole('checkbox', { name }).element().closest('label')!).click();

const current = (): BannerConfig => JSON.parse(page.getByTestId('config').element().textContent ?? '{}');

describe('ConsentModePanel', () => {
  it('maps the seven signals to the categories once switched on', async () => {
    await render(<Harness initial={testConfig()} features={['google_consent_mode']} />);
    const adStorage = page.getByRole('checkbox', { name: 'Advertising grants ad_storage' });
    await expect.element(adStorage).toBeChecked();
    await expect.element(adStorage).toBeDisabled();
    await page.getByText('Send Google Consent Mode v2 signals').click();
    expect(current().consent_mode.enabled).toBe(true);
    await expect.element(adStorage).toBeEnabled();
    // The recommended mapping: analytics grants analytics_storage, not the ad signals.
    await expect
      .element(page.getByRole('checkbox', { name: 'Analytics grants analytics_storage' }))
      .toBeChecked();
    await expect
      .element(page.getByRole('checkbox', { name: 'Analytics grants ad_storage' }))
      .not.toBeChecked();

    await tick('Advertising grants ad_storage');
    expect(current().consent_mode.mapping.ad_storage).toEqual([]);
    await expect.element(page.getByRole('rowheader', { name: /ad_storage.*Always denied/ })).toBeVisible();
    await tick('Analytics grants ad_storage');
    await tick('Advertising grants ad_storage');
    // Kept in category order, whatever order they were ticked in.
    expect(current().consent_mode.mapping.ad_storage).toEqual(['analytics', 'marketing']);

    await page.getByRole('button', { name: 'Use the recommended mapping' }).click();
    expect(current().consent_mode.mapping.ad_storage).toEqual(['marketing']);
    expect(current().consent_mode.mapping.security_storage).toEqual(['necessary']);
  });

  it('shows only the upgrade notice below essentials', async () => {
    await render(<Harness initial={testConfig()} features={['versioning']} />);
    await expect
      .element(page.getByText('Google Consent Mode comes with the Essentials plan and above.'))
      .toBeVisible();
    await expect.element(page.getByRole('switch')).not.toBeInTheDocument();
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
  });
});
