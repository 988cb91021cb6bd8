import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RadioGroup } from '../../RadioGroup/index.ts';
import { type ExportJob, ExportJobPanel } from './ExportJobPanel.tsx';

const SCOPE = 'Exports the entries from 1 Apr 2026 to 30 Apr 2026.';
const NOUN = ['entry', 'entries'] as const;
const job = (extra: Partial<ExportJob> = {}): ExportJob => ({
  status: 'running',
  done: 30,
  total: 90,
  file_name: null,
  ...extra,
});

describe('ExportJobPanel', () => {
  it('offers the module’s choices and starts by keyboard', async () => {
    const onStart = vi.fn();
    await render(
      <ExportJobPanel
        job={null}
        scope={SCOPE}
        noun={NOUN}
        choices={
          <RadioGroup
            label="Range"
            options={[
              { value: 'month', label: 'This month' },
              { value: 'all', label: 'Everything' },
            ]}
            value="month"
            onChange={() => undefined}
          />
        }
        onStart={onStart}
      />,
    );
    await expect.element(page.getByRole('region', { name: 'Export as CSV' }).getByText(SCOPE)).toBeVisible();
    await expect.element(page.getByRole('radiogroup', { name: 'Range' })).toBeVisible();
    await page.getByRole('button', { name: 'Export CSV' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('shows the progress while the job runs, then the file to download', async () => {
    const { rerender } = await render(
      <ExportJobPanel
        job={job({ status: 'queued', total: null, done: 0 })}
        scope={SCOPE}
        noun={NOUN}
        onStart={vi.fn()}
      />,
    );
    await expect.element(page.getByRole('progressbar', { name: 'Waiting to export' })).toBeVisible();
    await rerender(<ExportJobPanel job={job()} scope={SCOPE} noun={NOUN} onStart={vi.fn()} />);
    await expect
      .element(page.getByRole('progressbar', { name: 'Exporting entries' }))
      .toHaveAttribute('aria-valuetext', '30 of 90 entries');
    await expect.element(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await rerender(
      <ExportJobPanel
        job={job({ status: 'succeeded', done: 1, total: 1, file_name: 'entries.csv' })}
        scope={SCOPE}
        noun={NOUN}
        downloadUrl="blob:http://localhost/7"
        onStart={vi.fn()}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Export ready: 1 entry.');
    await expect
      .element(page.getByRole('link', { name: 'Download entries.csv' }))
      .toHaveAttribute('download', 'entries.csv');
    await expect.element(page.getByRole('button', { name: 'Export again' })).toBeEnabled();
  });

  it('says when the job failed or the start was refused, and lets a notice stand in', async () => {
    const { rerender } = await render(
      <ExportJobPanel
        job={job({ status: 'failed' })}
        scope={SCOPE}
        noun={NOUN}
        error={<p role="alert">Too many exports today.</p>}
        onStart={vi.fn()}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('The export failed. Start it again.');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Too many exports today.');
    await rerender(
      <ExportJobPanel
        job={null}
        scope={SCOPE}
        noun={NOUN}
        notice={<p>Exports need a plan.</p>}
        onStart={vi.fn()}
      />,
    );
    await expect.element(page.getByText('Exports need a plan.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
