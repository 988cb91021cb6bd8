import type { Schemas } from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testScanJob } from '../testing/fixtures.ts';
import { ScannerStatusCard, scansLeft } from './ScannerStatusCard.tsx';

const status = (patch: Partial<Schemas['ScannerStatus']> = {}): Schemas['ScannerStatus'] => ({
  state: 'idle',
  current: null,
  last: testScanJob(),
  available: { available: 3, limit: 5, used: 2 },
  schedules: 1,
  max_pages: 1000,
  ...patch,
});

const fact = (term: string) =>
  page.getByText(term, { exact: true }).element().nextElementSibling?.textContent;

describe('ScannerStatusCard', () => {
  it('shows the state, the last scan, the scans left as n of m and the limits', async () => {
    await render(<ScannerStatusCard status={status()} />);
    await expect.element(page.getByRole('region', { name: 'Scanner' })).toBeVisible();
    await expect.element(page.getByText('Idle')).toBeVisible();
    expect(fact('Scans left this month')).toBe('3 of 5');
    expect(fact('Pages per scan')).toBe('Up to 1,000 pages');
    expect(fact('Scheduled scans')).toBe('1');
    expect(fact('Last scan')).toContain('Completed 11 cookies, 2 new');
  });

  it('says Unlimited for -1, flags a used-up month, and a property never scanned', async () => {
    expect(scansLeft({ available: -1, limit: -1, used: 9 })).toBe('Unlimited');
    const { rerender } = await render(
      <ScannerStatusCard status={status({ available: { available: -1, limit: -1, used: 14 } })} />,
    );
    expect(fact('Scans left this month')).toBe('Unlimited');
    await rerender(
      <ScannerStatusCard
        status={status({
          last: null,
          state: 'running',
          schedules: 0,
          available: { available: 0, limit: 2, used: 2 },
        })}
      />,
    );
    expect(fact('Scans left this month')).toBe('0 of 2Limit reached');
    expect(fact('Last scan')).toBe('No scan yet');
    expect(fact('Scheduled scans')).toBe('None');
    await expect.element(page.getByText('Scanning')).toBeVisible();
  });
});
