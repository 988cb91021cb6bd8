import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testScanJob } from '../testing/fixtures.ts';
import { ScanProgress } from './ScanProgress.tsx';

describe('ScanProgress', () => {
  it('shows pages done of total and what was found so far', async () => {
    await render(
      <ScanProgress
        job={testScanJob({ status: 'running', pages_done: 6, pages_total: 24, cookies_found: 5 })}
      />,
    );
    const bar = page.getByRole('progressbar', { name: 'Scanning pages' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '6');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '24');
    await expect.element(bar).toHaveAttribute('aria-valuetext', '6 of 24 pages');
    await expect.element(page.getByText('5 cookies found so far')).toBeVisible();
    await expect.element(page.getByText('Also checks after Reject all and with GPC')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cancel scan' })).not.toBeInTheDocument();
  });

  it('is indeterminate while queued and while the pages are still being found', async () => {
    const { rerender } = await render(
      <ScanProgress job={testScanJob({ status: 'queued', pages_total: 0, pages_done: 0 })} />,
    );
    await expect
      .element(page.getByRole('progressbar', { name: 'Waiting for the scanner' }))
      .not.toHaveAttribute('aria-valuenow');
    await rerender(<ScanProgress job={testScanJob({ status: 'running', pages_total: 0, pages_done: 0 })} />);
    await expect.element(page.getByRole('progressbar', { name: 'Finding the pages to scan' })).toBeVisible();
  });

  it('cancels only after the user confirms', async () => {
    const onCancel = vi.fn();
    await render(
      <ScanProgress job={testScanJob({ status: 'running', pages_done: 1 })} onCancel={onCancel} />,
    );
    await page.getByRole('button', { name: 'Cancel scan' }).click();
    await page
      .getByRole('alertdialog', { name: 'Stop this scan?' })
      .getByRole('button', { name: 'Keep scanning' })
      .click();
    expect(onCancel).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Cancel scan' }).click();
    await page.getByRole('button', { name: 'Stop the scan' }).click();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('cannot be cancelled twice while the cancel is under way', async () => {
    await render(
      <ScanProgress job={testScanJob({ status: 'running', pages_done: 1 })} cancelling onCancel={() => {}} />,
    );
    await expect
      .element(page.getByRole('button', { name: 'Cancel scan' }))
      .toHaveAttribute('aria-disabled', 'true');
  });
});
