import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RequestActions } from './RequestActions.tsx';

describe('RequestActions', () => {
  it('downloads the record, writes to the requester, and closes with an outcome', async () => {
    const onClose = vi.fn();
    const onMessage = vi.fn();
    const onDownloadRecord = vi.fn();
    await render(
      <RequestActions
        status="in_progress"
        onClose={onClose}
        onMessage={onMessage}
        onDownloadRecord={onDownloadRecord}
      />,
    );
    await page.getByRole('button', { name: 'Download record (PDF)' }).click();
    expect(onDownloadRecord).toHaveBeenCalledOnce();
    await page.getByRole('button', { name: 'E-mail requester' }).click();
    expect(onMessage).toHaveBeenCalledOnce();
    await page.getByRole('button', { name: 'Complete' }).click();
    expect(onClose).toHaveBeenCalledWith('completed');
    await page.getByRole('button', { name: 'Reject' }).click();
    expect(onClose).toHaveBeenLastCalledWith('rejected');
  });

  it('cannot complete before the requester is verified, nor close a closed request', async () => {
    const { rerender } = await render(
      <RequestActions status="unverified" onClose={() => {}} onDownloadRecord={() => {}} />,
    );
    await expect.element(page.getByRole('button', { name: 'Complete' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Reject' })).toBeEnabled();
    await rerender(<RequestActions status="completed" onClose={() => {}} onDownloadRecord={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Download record (PDF)' })).toBeVisible();
  });
});
