import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testExport } from '../testing/requests.ts';
import { RequestExportPanel } from './RequestExportPanel.tsx';

const SCOPE = 'Exports the requests the filters show: open, overdue.';

describe('RequestExportPanel', () => {
  it('starts an export of what the filters show', async () => {
    const onStart = vi.fn();
    await render(<RequestExportPanel job={null} scope={SCOPE} onStart={onStart} />);
    await expect.element(page.getByText(SCOPE)).toBeVisible();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('shows the progress, then the file to download', async () => {
    const { rerender } = await render(
      <RequestExportPanel job={testExport()} scope={SCOPE} onStart={() => {}} />,
    );
    await expect
      .element(page.getByRole('progressbar', { name: 'Exporting requests' }))
      .toHaveAttribute('aria-valuetext', '20 of 60 requests');
    await expect.element(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await rerender(
      <RequestExportPanel
        job={testExport({ status: 'succeeded', done: 60, file_name: 'dsar-requests.csv' })}
        scope={SCOPE}
        downloadUrl="blob:http://localhost/1"
        onStart={() => {}}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Export ready: 60 requests.');
    const link = page.getByRole('link', { name: 'Download dsar-requests.csv' });
    await expect.element(link).toHaveAttribute('href', 'blob:http://localhost/1');
    await expect.element(link).toHaveAttribute('download', 'dsar-requests.csv');
    await expect.element(page.getByRole('button', { name: 'Export again' })).toBeEnabled();
  });

  it('says when the export failed', async () => {
    await render(
      <RequestExportPanel job={testExport({ status: 'failed' })} scope={SCOPE} onStart={() => {}} />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('The export failed. Start it again.');
  });
});
