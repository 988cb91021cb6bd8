import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testLedgerCheck } from '../testing/consentRecords.ts';
import { LedgerCheckCard } from './LedgerCheckCard.tsx';

describe('LedgerCheckCard', () => {
  it('starts a check', async () => {
    const onStart = vi.fn();
    await render(<LedgerCheckCard job={null} onStart={onStart} />);
    await page.getByRole('button', { name: 'Check the chain' }).click();
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('shows the progress while it runs, with the button held', async () => {
    await render(<LedgerCheckCard job={testLedgerCheck()} onStart={() => {}} />);
    const bar = page.getByRole('progressbar', { name: 'Checking the chain' });
    await expect.element(bar).toHaveAttribute('aria-valuetext', '105 of 420 records');
    await expect.element(page.getByRole('button', { name: 'Check the chain again' })).toBeDisabled();
  });

  it('says the chain is intact, or where it first breaks', async () => {
    const { rerender } = await render(
      <LedgerCheckCard
        job={testLedgerCheck({ status: 'succeeded', checked: 420, done: 420 })}
        onStart={() => {}}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Chain intact: 420 records checked');
    await rerender(
      <LedgerCheckCard
        job={testLedgerCheck({
          status: 'succeeded',
          checked: 120,
          first_broken: {
            seq: 120,
            consent_id: '0b6f7a52-3c1e-4d0a-9a55-7d1e2b8f4c11',
            recorded_at: '2026-10-01T10:00:00.000Z',
            reason: 'hash_mismatch',
          },
        })}
        onStart={() => {}}
      />,
    );
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('First broken link: record #120 (the record was changed after it was written)');
  });
  it('shows why a check could not start', async () => {
    await render(
      <LedgerCheckCard
        job={null}
        onStart={() => {}}
        error={<p role="alert">Please try again in a moment.</p>}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Please try again in a moment.');
  });
});
