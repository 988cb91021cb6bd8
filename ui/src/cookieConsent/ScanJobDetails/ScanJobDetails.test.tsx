import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_DETAILS, testScanJob } from '../testing/fixtures.ts';
import { ScanJobDetails } from './ScanJobDetails.tsx';

const names = { necessary: 'Strictly necessary', analytics: 'Analytics' };

describe('ScanJobDetails', () => {
  it('opens on the violations, each with its script and Block this script', async () => {
    const onBlockScript = vi.fn();
    await render(
      <ScanJobDetails details={TEST_DETAILS} categoryNames={names} onBlockScript={onBlockScript} />,
    );
    await expect
      .element(page.getByRole('tab', { name: 'Violations (2)' }))
      .toHaveAttribute('aria-selected', 'true');
    const ga = page.getByRole('row', { name: /_ga/ });
    await expect.element(ga.getByText('After Reject all, With GPC')).toBeVisible();
    await expect.element(ga.getByText('https://www.googletagmanager.com/gtag/js?id=G-1')).toBeVisible();
    await ga.getByRole('button', { name: 'Block this script, which sets _ga' }).click();
    expect(onBlockScript).toHaveBeenCalledWith(expect.objectContaining({ name: '_ga' }));
    // Set by the site's own header: nothing to block.
    const tracker = page.getByRole('row', { name: /tracker/ });
    await expect.element(tracker.getByText(/there is no script to block/)).toBeVisible();
    await expect.element(tracker.getByRole('button')).not.toBeInTheDocument();
  });

  it('marks a script blocked once a rule covers it, and shows the saving one busy', async () => {
    const url = 'https://www.googletagmanager.com/gtag/js?id=G-1';
    const { rerender } = await render(
      <ScanJobDetails details={TEST_DETAILS} blockingScripts={new Set([url])} onBlockScript={() => {}} />,
    );
    await expect
      .element(page.getByRole('button', { name: 'Block this script, which sets _ga' }))
      .toHaveAttribute('aria-disabled', 'true');
    await rerender(
      <ScanJobDetails details={TEST_DETAILS} blockedScripts={new Set([url])} onBlockScript={() => {}} />,
    );
    await expect.element(page.getByRole('row', { name: /_ga/ }).getByText('Blocked')).toBeVisible();
  });

  it('lists every finding with its states, category and violation flag, the pages and the scripts', async () => {
    await render(<ScanJobDetails details={TEST_DETAILS} categoryNames={names} />);
    await page.getByRole('tab', { name: 'Cookies (3)' }).click();
    const session = page.getByRole('row', { name: /session_id/ });
    await expect.element(session.getByText('First visit, After Reject all, With GPC')).toBeVisible();
    await expect.element(session.getByText('Strictly necessary')).toBeVisible();
    await expect.element(session.getByText('HTTP header')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /tracker/ }).getByText('Violation')).toBeVisible();
    await expect
      .element(page.getByRole('row', { name: /tracker/ }).getByText('Not classified'))
      .toBeVisible();
    await page.getByRole('tab', { name: 'Pages (2)' }).click();
    await expect.element(page.getByRole('row', { name: /gone/ }).getByText('HTTP 404')).toBeVisible();
    await page.getByRole('tab', { name: 'Third-party scripts (2)' }).click();
    await expect
      .element(page.getByRole('row', { name: /fbevents/ }).getByText('Blocked until consent'))
      .toBeVisible();
    await expect.element(page.getByRole('row', { name: /gtag/ }).getByText('Not blocked')).toBeVisible();
  });

  it('has no violations tab for a plain scan, and shows an error and a running scan', async () => {
    await render(
      <ScanJobDetails
        details={{
          ...TEST_DETAILS,
          job: testScanJob({ three_state: false, status: 'running', error: null }),
        }}
      />,
    );
    await expect.element(page.getByRole('tab', { name: /Violations/ })).not.toBeInTheDocument();
    await expect
      .element(page.getByText('This scan is still running; what it found so far is listed.'))
      .toBeVisible();
    await expect.element(page.getByText('Not checked')).toBeVisible();
  });

  it('closes', async () => {
    const onClose = vi.fn();
    await render(<ScanJobDetails details={TEST_DETAILS} onClose={onClose} />);
    await page.getByRole('button', { name: 'Close the scan details' }).click();
    expect(onClose).toHaveBeenCalled();
  });
  it('says when a scan found no violation and no cookie', async () => {
    await render(
      <ScanJobDetails
        details={{ job: testScanJob({ cookies_found: 0 }), findings: [], pages: [], scripts: [] }}
        categoryNames={names}
      />,
    );
    await page.getByRole('tab', { name: 'Violations (0)' }).click();
    await expect.element(page.getByText(/No violation: after 'Reject all' and with GPC on/)).toBeVisible();
    await page.getByRole('tab', { name: 'Cookies (0)' }).click();
    await expect.element(page.getByText('The scan found no cookies and no storage keys.')).toBeVisible();
  });
});
