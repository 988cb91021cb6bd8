import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testRequest } from '../testing/requests.ts';
import { RequestAttachments } from './RequestAttachments.tsx';

describe('RequestAttachments', () => {
  it('lists each file with its size and source, and downloads it', async () => {
    const onDownload = vi.fn();
    const { attachments } = testRequest();
    await render(<RequestAttachments attachments={attachments} onDownload={onDownload} />);
    await expect.element(page.getByText('id-card.pdf')).toBeVisible();
    await expect.element(page.getByText(/240 KB · from the requester/)).toBeVisible();
    await page.getByRole('button', { name: 'Download id-card.pdf' }).click();
    expect(onDownload).toHaveBeenCalledWith(attachments[0]);
  });

  it('says when no file came, and shows a failed download', async () => {
    await render(
      <RequestAttachments attachments={[]} onDownload={() => {}} error={<p role="alert">Not found</p>} />,
    );
    await expect.element(page.getByText('No files came with this request.')).toBeVisible();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Not found');
  });
});
