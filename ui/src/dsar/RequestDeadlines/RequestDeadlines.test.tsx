import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_TODAY, testRequest } from '../testing/requests.ts';
import { RequestDeadlines } from './RequestDeadlines.tsx';

describe('RequestDeadlines', () => {
  it('shows the due date, the days left, the law and how far it may be extended', async () => {
    const onExtend = vi.fn();
    await render(<RequestDeadlines request={testRequest()} today={TEST_TODAY} onExtend={onExtend} />);
    const card = page.getByRole('region', { name: 'Deadline' });
    await expect.element(card.getByText('Due 2 Dec 2026')).toBeVisible();
    await expect.element(card.getByText('12 days left')).toBeVisible();
    await expect.element(card.getByText('GDPR (EU)')).toBeVisible();
    await expect
      .element(
        card.getByText(
          'The law allows an extension to 2 Feb 2027, if the requester is told why by 2 Dec 2026.',
        ),
      )
      .toBeVisible();
    await card.getByRole('button', { name: 'Extend' }).click();
    expect(onExtend).toHaveBeenCalledOnce();
  });

  it('shows the reason once extended, and offers no second extension', async () => {
    await render(
      <RequestDeadlines
        request={testRequest({
          extension_reason: 'Several systems must be searched.',
          request: { extended: true, due_on: '2027-02-02' },
          deadlines: { ...testRequest().deadlines, due_on: '2027-02-02' },
        })}
        today={TEST_TODAY}
        onExtend={() => {}}
      />,
    );
    await expect.element(page.getByText('Several systems must be searched.')).toBeVisible();
    await expect.element(page.getByText('First due date')).toBeVisible();
    await expect.element(page.getByText('74 days left (extended)')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
  });

  it('says when the law allows no extension, and the acknowledgement still due', async () => {
    const d = testRequest().deadlines;
    await render(
      <RequestDeadlines
        request={testRequest({
          deadlines: {
            ...d,
            law: 'LGPD (Brazil)',
            extended_due_on: null,
            extension_notice_by: null,
            can_extend: false,
            acknowledge_by: '2026-11-16',
            acknowledged_at: null,
          },
        })}
        today={TEST_TODAY}
        onExtend={() => {}}
      />,
    );
    await expect.element(page.getByText('LGPD (Brazil) allows no extension.')).toBeVisible();
    await expect.element(page.getByText('Due by 16 Nov 2026')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
  });
  it('says how many days a request is overdue', async () => {
    const request = testRequest({ request: { due_on: '2026-11-17', overdue: true } });
    request.deadlines = { ...request.deadlines, due_on: '2026-11-17', days_left: -3, can_extend: false };
    await render(<RequestDeadlines request={request} today={TEST_TODAY} onExtend={() => {}} />);
    await expect.element(page.getByText('3 days overdue')).toBeVisible();
  });
});
