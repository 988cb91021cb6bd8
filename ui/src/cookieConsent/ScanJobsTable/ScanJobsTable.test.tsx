import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testScanJob } from '../testing/fixtures.ts';
import { ScanJobsTable } from './ScanJobsTable.tsx';
import { formatScanTime, scanDuration } from './scanLabels.ts';

describe('ScanJobsTable', () => {
  it('lists each scan with its outcome and opens its details', async () => {
    const onOpen = vi.fn();
    const jobs = [
      testScanJob({
        id: 9,
        status: 'failed',
        error: 'The site did not answer.',
        pages_done: 0,
        cookies_found: 0,
        new_cookies: 0,
        violations: 0,
      }),
      testScanJob({ id: 7, trigger: 'schedule', violations: 2 }),
    ];
    await render(<ScanJobsTable jobs={jobs} onOpen={onOpen} openId={7} />);
    const failed = page.getByRole('row').nth(1);
    await expect.element(failed.getByText('Failed')).toBeVisible();
    await expect.element(failed.getByText('The site did not answer.')).toBeVisible();
    const done = page.getByRole('row').nth(2);
    await expect.element(done.getByText('Scheduled')).toBeVisible();
    await expect.element(done.getByText('1 min 10 s')).toBeVisible();
    await done
      .getByRole('button', { name: `Details of the scan of ${formatScanTime(jobs[1]!.created_at)}` })
      .click();
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it('says when there is no scan yet, and offers older scans', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = await render(<ScanJobsTable jobs={[]} onOpen={() => {}} />);
    await expect
      .element(page.getByText('No scans yet. Start one to find the cookies your site sets.'))
      .toBeVisible();
    await rerender(
      <ScanJobsTable jobs={[testScanJob()]} hasMore onLoadMore={onLoadMore} onOpen={() => {}} />,
    );
    await page.getByRole('button', { name: 'Show older scans' }).click();
    expect(onLoadMore).toHaveBeenCalled();
  });

  it('words durations', () => {
    const at = (s: number) => ({
      started_at: '2026-01-01T00:00:00.000Z',
      finished_at: new Date(Date.parse('2026-01-01T00:00:00.000Z') + s * 1000).toISOString(),
    });
    expect(scanDuration(at(45))).toBe('45 s');
    expect(scanDuration(at(180))).toBe('3 min');
    expect(scanDuration(at(3720))).toBe('1 h 2 min');
    expect(scanDuration({ started_at: null, finished_at: null })).toBeNull();
  });
  it('shows skeleton rows while loading, and a failure', async () => {
    const { rerender } = await render(<ScanJobsTable jobs={[]} loading onOpen={() => {}} />);
    await expect.element(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await rerender(
      <ScanJobsTable jobs={[]} onOpen={() => {}} error={<p role="alert">We could not load the scans</p>} />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('We could not load the scans');
  });
});
