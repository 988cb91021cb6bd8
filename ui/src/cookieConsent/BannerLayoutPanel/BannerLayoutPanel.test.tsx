import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { BannerConfig, TierFeature } from '../bannerConfig/index.ts';
import { testConfig } from '../bannerConfig/testFixtures.ts';
import { BannerLayoutPanel } from './BannerLayoutPanel.tsx';

function Harness({ initial, features }: { initial: BannerConfig; features: TierFeature[] }) {
  const [config, setConfig] = useState(initial);
  return (
    <>
      <BannerLayoutPanel
        config={config}
        onChange={(patch) => setConfig({ ...config, ...patch })}
        features={features}
        upgradeHref="/plans"
      />
      <span hidden data-testid="config">
        {JSON.stringify(config)}
      </span>
    </>
  );
}

const current = (): BannerConfig => JSON.parse(page.getByTestId('config').element().textContent ?? '{}');

describe('BannerLayoutPanel', () => {
  it('offers the positions of each layout and keeps the position valid', async () => {
    await render(
      <Harness
        initial={testConfig({ layout: 'box', position: 'bottom-left' })}
        features={['remove_branding']}
      />,
    );
    await expect.element(page.getByRole('radio', { name: 'Bottom left' })).toBeChecked();
    await page.getByText(/^Bar:/).click();
    expect(current()).toMatchObject({ layout: 'bar', position: 'bottom' });
    await page.getByText('Top', { exact: true }).click();
    expect(current().position).toBe('top');
    await page.getByText(/^Popup:/).click();
    expect(current()).toMatchObject({ layout: 'popup', position: 'center' });
    await expect.element(page.getByRole('radiogroup', { name: 'Position' })).not.toBeInTheDocument();
    await page.getByText('Outline', { exact: true }).click();
    expect(current().button_style).toBe('outline');
    await page.getByText('Show ‘Powered by Privacy Portal’').click();
    expect(current().show_branding).toBe(false);
  });

  it('checks the logo address once the field is left, and empties it to null', async () => {
    await render(<Harness initial={testConfig()} features={[]} />);
    const logo = page.getByRole('textbox', { name: 'Logo address' });
    await logo.fill('logo.png');
    await page.getByText('Filled', { exact: true }).click();
    await expect.element(page.getByText('Logo address must be an http or https address.')).toBeVisible();
    await logo.fill('https://cdn.example/logo.svg');
    expect(current().logo_url).toBe('https://cdn.example/logo.svg');
    await logo.fill('');
    expect(current().logo_url).toBeNull();
  });

  it('shows the upgrade notice instead of the branding switch below essentials', async () => {
    await render(<Harness initial={testConfig()} features={['versioning']} />);
    await expect
      .element(page.getByText('Removal of powered-by branding comes with the Essentials plan and above.'))
      .toBeVisible();
    await expect.element(page.getByRole('switch')).not.toBeInTheDocument();
  });

  it("shows the saved logo, the server's reasons on their fields, and nothing to change when read only", async () => {
    await render(
      <BannerLayoutPanel
        config={testConfig({ logo_url: 'https://demo-store.example/logo.svg' })}
        onChange={() => {}}
        features={[]}
        upgradeHref="/plans"
        errors={{ font: 'must be one of the listed fonts' }}
        isDisabled
      />,
    );
    await expect
      .element(page.getByRole('textbox', { name: 'Logo address' }))
      .toHaveValue('https://demo-store.example/logo.svg');
    await expect.element(page.getByText('Font must be one of the listed fonts.')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Filled' })).toBeDisabled();
  });
});
