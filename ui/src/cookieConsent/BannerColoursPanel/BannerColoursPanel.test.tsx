import { contrastRatio } from '@privacy-portal/sdk/cookie-consent';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { BannerConfig } from '../bannerConfig/index.ts';
import { testConfig } from '../bannerConfig/testFixtures.ts';
import { BannerColoursPanel } from './BannerColoursPanel.tsx';
import { legibleColour, normaliseHex, ratioText } from './contrast.ts';

function Harness({ initial, errors }: { initial: BannerConfig; errors?: Record<string, string> }) {
  const [config, setConfig] = useState(initial);
  return (
    <>
      <BannerColoursPanel
        config={config}
        onChange={(patch) => setConfig({ ...config, ...patch })}
        errors={errors}
      />
      <span hidden data-testid="colours">
        {JSON.stringify(config.colours)}
      </span>
    </>
  );
}

const colours = () => JSON.parse(page.getByTestId('colours').element().textContent ?? '{}');

describe('contrast helpers', () => {
  it('finds the nearest legible colour and reads typed colours', () => {
    expect(legibleColour('#1f2937', '#ffffff')).toBeUndefined();
    const fixed = legibleColour('#9ca3af', '#ffffff')!;
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Darkened, not thrown to black: one step less would fail.
    expect(fixed).not.toBe('#000000');
    expect(normaliseHex('1A5')).toBe('#11aa55');
    expect(normaliseHex(' #ABCDEF ')).toBe('#abcdef');
    expect(normaliseHex('#12')).toBeUndefined();
    expect(ratioText(4.4999)).toBe('4.4:1');
  });
});

describe('BannerColoursPanel', () => {
  it('reads the contrast of each pair and offers a colour that passes', async () => {
    await render(
      <Harness
        initial={testConfig({
          colours: {
            background: '#ffffff',
            text: '#1f2937',
            accent: '#1a56db',
            accent_text: '#ffffff',
            link: '#1a56db',
          },
        })}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Every pair reaches 4.5:1.');
    expect(page.getByText(/passes WCAG AA/).elements()).toHaveLength(3);
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('#aaaaaa');
    await expect.element(page.getByRole('status')).toHaveTextContent('1 of 3 pairs are below 4.5:1.');
    await expect.element(page.getByText(/2\.3:1: below 4\.5:1/)).toBeVisible();
    await page.getByRole('button', { name: /^Use #[0-9a-f]{6} for text on the background$/ }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Every pair reaches 4.5:1.');
    const fixed = colours().text as string;
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    await expect.element(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(fixed);
  });

  it('keeps the last colour while the typed one is malformed and says why', async () => {
    await render(<Harness initial={testConfig()} />);
    const background = page.getByRole('textbox', { name: 'Background', exact: true });
    await background.fill('#12');
    await expect.element(page.getByText('Background must be a colour such as #1a73e8.')).toBeVisible();
    expect(colours().background).toBe('#ffffff');
    await background.fill('#fafafa');
    expect(colours().background).toBe('#fafafa');
    await expect
      .element(page.getByText('Background must be a colour such as #1a73e8.'))
      .not.toBeInTheDocument();
  });

  it('checks outline buttons against the background and shows the server’s reasons', async () => {
    await render(
      <Harness
        initial={testConfig({ button_style: 'outline' })}
        errors={{ 'colours.link': 'must be a colour such as #1a73e8' }}
      />,
    );
    await expect.element(page.getByText('Button labels on the background')).toBeVisible();
    await expect.element(page.getByText('Links must be a colour such as #1a73e8.')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Links', exact: true }))
      .toHaveAttribute('aria-invalid', 'true');
  });
});
