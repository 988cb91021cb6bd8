import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UpgradeNotice } from './UpgradeNotice.tsx';

describe('UpgradeNotice', () => {
  it('gives the spec text, the tier that has the feature and the way to the plans', async () => {
    await render(
      <UpgradeNotice feature="Google Consent Mode" tier="essentials" href="/pricing?tab=cookie" />,
    );
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'Upgrade your plan to access this feature' }))
      .toBeVisible();
    await expect
      .element(page.getByText('Google Consent Mode comes with the Essentials plan and above.'))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'See plans' }))
      .toHaveAttribute('href', '/pricing?tab=cookie');
    await expect
      .element(page.getByRole('region', { name: 'Google Consent Mode: upgrade needed' }))
      .toBeVisible();
  });
});
