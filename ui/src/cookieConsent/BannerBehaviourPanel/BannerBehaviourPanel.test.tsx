import { tierFeatures } from '@privacy-portal/sdk/cookie-consent';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { BannerConfig, BannerFieldErrors, TierFeature } from '../bannerConfig/index.ts';
import { testConfig } from '../bannerConfig/testFixtures.ts';
import { BannerBehaviourPanel } from './BannerBehaviourPanel.tsx';
import { regionName } from './regions.ts';

const ALL: TierFeature[] = ['ccpa_opt_out', 'geo_targeting', 'tcf_vendors'];

function Harness({
  initial,
  features = ALL,
  errors,
}: {
  initial: BannerConfig;
  features?: TierFeature[];
  errors?: BannerFieldErrors;
}) {
  const [config, setConfig] = useState(initial);
  return (
    <>
      <BannerBehaviourPanel
        config={config}
        onChange={(patch) => setConfig((now) => ({ ...now, ...patch }))}
        features={features}
        upgradeHref="/plans"
        errors={errors}
      />
      <span hidden data-testid="config">
        {JSON.stringify(config)}
      </span>
    </>
  );
}

const current = (): BannerConfig => JSON.parse(page.getByTestId('config').element().textContent ?? '{}');

describe('regionName', () => {
  it('names the EEA, countries and US states', () => {
    expect(regionName('EU')).toBe('European Economic Area');
    expect(regionName('DE')).toBe('Germany');
    expect(regionName('US-CA')).toBe('California (US)');
  });
});

describe('BannerBehaviourPanel', () => {
  it('sets the lifetimes in days within 1 to 395', async () => {
    await render(<Harness initial={testConfig()} />);
    const accept = page.getByRole('textbox', { name: 'Keep an acceptance for' });
    await expect.element(accept).toHaveValue('365');
    await accept.fill('400');
    await userEvent.keyboard('{Tab}');
    expect(current().consent_lifetime_days).toBe(395);
    const reject = page.getByRole('textbox', { name: 'Ask again after a rejection in' });
    await reject.fill('30');
    await userEvent.keyboard('{Tab}');
    expect(current().rejection_lifetime_days).toBe(30);
  });

  it('adds, changes and removes rules per region', async () => {
    await render(<Harness initial={testConfig({ regions: [] })} />);
    await expect
      .element(page.getByText('No rules per region: every visitor gets the default.'))
      .toBeVisible();
    const region = page.getByRole('textbox', { name: 'Region', exact: true });
    await region.fill('us-ca');
    await page.getByRole('button', { name: /Rule/ }).click();
    await page.getByRole('option', { name: 'Opt-out (US state laws)' }).click();
    await page.getByRole('button', { name: 'Add rule' }).click();
    expect(current().regions).toEqual([{ region: 'US-CA', regulation: 'us_opt_out' }]);
    await expect.element(page.getByRole('rowheader', { name: 'California (US) US-CA' })).toBeVisible();

    await region.fill('US-CA');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expect.element(page.getByText('Region already has a rule (California (US)).')).toBeVisible();
    await region.fill('Europe');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expect
      .element(page.getByText('Region must be EU, a country code such as DE or a state such as US-CA.'))
      .toBeVisible();
    await region.fill('EU');
    await userEvent.keyboard('{Enter}');
    expect(current().regions.map((r) => r.region)).toEqual(['US-CA', 'EU']);

    await page.getByRole('button', { name: 'Remove the rule for California (US)' }).click();
    expect(current().regions).toEqual([{ region: 'EU', regulation: 'us_opt_out' }]);
    await page.getByRole('button', { name: /Add the \d+ US states with opt-out laws/ }).click();
    expect(current().regions.length).toBeGreaterThan(10);
  });

  it('offers neither the opt-out, the regions nor TCF on the free plan', async () => {
    await render(<Harness initial={testConfig()} features={[]} />);
    await expect.element(page.getByRole('radio', { name: /^Opt-out \(US state laws\)/ })).toBeDisabled();
    await expect.element(page.getByText('CCPA opt-out comes with the Basic plan and above.')).toBeVisible();
    await expect.element(page.getByText('Geo-targeting comes with the Basic plan and above.')).toBeVisible();
    await expect
      .element(page.getByText('Google and TCF vendors comes with the Essentials plan and above.'))
      .toBeVisible();
    await expect.element(page.getByRole('switch', { name: 'Use IAB TCF v2.2' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Add rule' })).not.toBeInTheDocument();
  });

  it('offers the opt-out and the regions but not TCF on the basic plan', async () => {
    await render(<Harness initial={testConfig()} features={tierFeatures('basic')} />);
    await expect.element(page.getByRole('button', { name: 'Add rule' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: /^Opt-out \(US state laws\)/ })).toBeEnabled();
    await expect
      .element(page.getByText('Google and TCF vendors comes with the Essentials plan and above.'))
      .toBeVisible();
  });

  it('keeps a way to switch off what a smaller plan no longer allows, and shows the server’s reasons', async () => {
    await render(
      <Harness
        initial={testConfig({ tcf_enabled: true, regions: [{ region: 'DE', regulation: 'gdpr' }] })}
        features={[]}
        errors={{
          tcf_enabled: 'IAB TCF needs essentials or higher',
          'regions.0.region': 'is listed twice (DE)',
          consent_lifetime_days: 'must be a whole number of days from 1 to 395 (13 months)',
        }}
      />,
    );
    await expect.element(page.getByText('IAB TCF needs essentials or higher.')).toBeVisible();
    await expect.element(page.getByText('Region is listed twice (DE).')).toBeVisible();
    await expect
      .element(
        page.getByText('The acceptance lifetime must be a whole number of days from 1 to 395 (13 months).'),
      )
      .toBeVisible();
    await page.getByText('Use IAB TCF v2.2').click();
    expect(current().tcf_enabled).toBe(false);
    await page.getByRole('button', { name: 'Remove the rule for Germany' }).click();
    expect(current().regions).toEqual([]);
  });

  it('lists cookies only when categories are shown', async () => {
    await render(<Harness initial={testConfig()} />);
    await page.getByText('Let visitors choose per category').click();
    expect(current().show_categories).toBe(false);
    await expect
      .element(page.getByRole('switch', { name: 'List the cookies of each category' }))
      .toBeDisabled();
  });
});
