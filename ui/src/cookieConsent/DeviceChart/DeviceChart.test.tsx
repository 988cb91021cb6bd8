import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_BREAKDOWN } from '../testing/consentDashboard.ts';
import { DeviceChart } from './DeviceChart.tsx';

describe('DeviceChart', () => {
  it('shares the consents out by device', async () => {
    await render(<DeviceChart load={{ status: 'ready', data: TEST_BREAKDOWN.devices }} />);
    await expect
      .element(page.getByRole('region', { name: 'Consents by device' }).getByRole('img'))
      .toHaveAccessibleName(/Desktop 6,240 \(52%\), Mobile 4,920 \(41%\)/);
  });

  it('says so when no device has a consent', async () => {
    await render(
      <DeviceChart
        load={{ status: 'ready', data: TEST_BREAKDOWN.devices.map((d) => ({ ...d, consents: 0 })) }}
      />,
    );
    await expect.element(page.getByText('No consents in this period yet')).toBeVisible();
  });
});
