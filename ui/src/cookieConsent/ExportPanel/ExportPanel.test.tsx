import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testConsentExport } from '../testing/consentRecords.ts';
import { ExportPanel } from './ExportPanel.tsx';

const SCOPE = 'Records from 1 Nov 2026 to 25 Nov 2026 in Germany.';

describe('ExportPanel', () => {
  it('starts an export of what the filters show', async () => {
    const onStart = vi.fn();
    await render(<ExportPanel job={null} scope={SCOPE} onStart={onStart} />);
    await expect.element(page.getByText(SCOPE)).toBeVisible();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('shows the progress, then the file to download', async () => {
    const { rerender } = await render(
      <ExportPanel job={testConsentExport()} scope={SCOPE} onStart={() => {}} />,
    );
    await expect
      .element(page.getByRole('progressbar', { name: 'Exporting records' }))
      .toHaveAttribute('aria-valuetext', '50 of 140 records');
    await rerender(
      <ExportPanel
        job={testConsentExport({ status: 'succeeded', done: 140, file_name: 'consent-records.csv' })}
        scope={SCOPE}
        downloadUrl="blob:http://localhost/1"
        onStart={() => {}}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Export ready: 140 records.');
    const link = page.getByRole('link', { name: 'Download consent-records.csv' });
    await expect.element(link).toHaveAttribute('href', 'blob:http://localhost/1');
    await expect.element(link).toHaveAttribute('download', 'consent-records.csv');
  });

  it('shows the upgrade notice on a plan without exports', async () => {
    await render(
      <ExportPanel
        job={null}
        scope={SCOPE}
        onStart={() => {}}
        upgrade={{ feature: 'Export of consent records', tier: 'basic', href: '/pricing' }}
      />,
    );
    await expect
      .element(page.getByRole('region', { name: 'Export of consent records: upgrade needed' }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
