import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_CATEGORY_NAMES, testConsentDetail } from '../testing/consentRecords.ts';
import { ConsentRecordProof } from './ConsentRecordProof.tsx';

describe('ConsentRecordProof', () => {
  it('shows the record, its chain link verified, the canonical JSON and the consent id’s history', async () => {
    const onOpenRecord = vi.fn();
    const detail = testConsentDetail();
    await render(
      <ConsentRecordProof detail={detail} categoryNames={TEST_CATEGORY_NAMES} onOpenRecord={onOpenRecord} />,
    );
    await expect.element(page.getByRole('heading', { name: 'Record #3' })).toBeVisible();
    await expect.element(page.getByText('Link verified')).toBeVisible();
    await expect.element(page.getByText(detail.link.prev_hash)).toBeVisible();
    await expect.element(page.getByText(detail.link.hash)).toBeVisible();
    await expect
      .element(page.getByLabelText('Canonical JSON of the record'))
      .toHaveTextContent(detail.canonical);
    await expect
      .element(
        page
          .getByRole('region', { name: 'Record #3' })
          .getByText('Strictly necessary, Functional, Analytics, Marketing'),
      )
      .toBeVisible();
    const history = page.getByRole('list', { name: 'Choices of this consent ID, newest first' });
    await expect.element(history.getByText('(this record)')).toBeVisible();
    await history.getByRole('button', { name: 'Open record #9' }).click();
    expect(onOpenRecord).toHaveBeenCalledWith(9);
  });

  it('says when the link is broken', async () => {
    await render(<ConsentRecordProof detail={testConsentDetail(false)} />);
    await expect.element(page.getByText('Link broken')).toBeVisible();
    await expect.element(page.getByText(/was changed after it was written/)).toBeVisible();
  });

  it('says it is loading until the proof arrives', async () => {
    await render(<ConsentRecordProof loading />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading the record’s proof…');
  });
  it('shows why the proof could not be loaded', async () => {
    await render(<ConsentRecordProof error={<p role="alert">No consent record with this number.</p>} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('No consent record with this number.');
  });
});
