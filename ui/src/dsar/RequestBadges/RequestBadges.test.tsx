import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RequestDueBadge, RequestStatusBadge, RequestVerificationBadge } from './RequestBadges.tsx';
import { daysLeft, dueText, placeLabel } from './requestLabels.ts';

const TODAY = '2026-11-20';

describe('RequestDueBadge', () => {
  it('counts the days left, says when it is due today, and how long it is overdue', async () => {
    const { rerender } = await render(
      <RequestDueBadge dueOn="2026-12-02" status="in_progress" today={TODAY} />,
    );
    await expect.element(page.getByText('12 days left')).toBeVisible();
    await rerender(<RequestDueBadge dueOn="2026-11-21" status="new" today={TODAY} dueSoon />);
    await expect.element(page.getByText('1 day left')).toBeVisible();
    await rerender(<RequestDueBadge dueOn="2026-11-20" status="new" today={TODAY} />);
    await expect.element(page.getByText('Due today')).toBeVisible();
    await rerender(<RequestDueBadge dueOn="2026-11-17" status="in_progress" today={TODAY} extended />);
    await expect.element(page.getByText('3 days overdue (extended)')).toBeVisible();
    await expect.element(page.getByTitle('Due 17 Nov 2026')).toBeVisible();
  });

  it('shows no deadline once the request is closed', async () => {
    const { container } = await render(
      <RequestDueBadge dueOn="2026-11-17" status="completed" today={TODAY} />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('RequestStatusBadge and RequestVerificationBadge', () => {
  it('name the status and whether the requester confirmed the address', async () => {
    await render(
      <>
        <RequestStatusBadge status="unverified" />
        <RequestVerificationBadge verified={false} status="unverified" />
        <RequestStatusBadge status="closed_unverified" />
        <RequestVerificationBadge verified={false} status="closed_unverified" />
        <RequestVerificationBadge verified status="in_progress" />
      </>,
    );
    await expect.element(page.getByText('Awaiting verification')).toBeVisible();
    await expect.element(page.getByText('Not verified', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Closed, not verified')).toBeVisible();
    await expect.element(page.getByText('Never verified')).toBeVisible();
    await expect.element(page.getByText('Verified', { exact: true })).toBeVisible();
  });
});

describe('request labels', () => {
  it('count whole days across a month end and name places', () => {
    expect(daysLeft('2027-03-01', '2027-02-28')).toBe(1);
    expect(dueText(-1)).toBe('1 day overdue');
    expect(placeLabel('US', 'CA', 'San Diego')).toBe('San Diego, California, United States');
    expect(placeLabel('DE', null, 'Berlin')).toBe('Berlin, Germany');
    expect(placeLabel('CA', 'QC')).toBe('QC, Canada');
  });
});
