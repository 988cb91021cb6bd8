import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_ASSIGNEES, testRequest } from '../testing/requests.ts';
import { RequestStatusPanel } from './RequestStatusPanel.tsx';

describe('RequestStatusPanel', () => {
  it('shows the status, the confirmed address and the workflow, and reassigns', async () => {
    const onAssign = vi.fn();
    await render(
      <RequestStatusPanel request={testRequest()} assignees={TEST_ASSIGNEES} onAssign={onAssign} />,
    );
    const card = page.getByRole('region', { name: 'Status' });
    await expect.element(card.getByText('In progress')).toBeVisible();
    await expect.element(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect.element(card.getByText(/^E-mail confirmed/)).toBeVisible();
    await expect.element(card.getByText('Standard request handling')).toBeVisible();
    await expect.element(card.getByRole('button', { name: 'Resend verification' })).not.toBeInTheDocument();
    await card.getByRole('button', { name: /Assignee/ }).click();
    await page.getByRole('option', { name: 'Adam Admin' }).click();
    expect(onAssign).toHaveBeenCalledWith(2);
  });

  it('offers a new confirmation link while the address is not confirmed', async () => {
    const onResend = vi.fn();
    await render(
      <RequestStatusPanel
        request={testRequest({
          verified_at: null,
          request: { status: 'unverified', verified: false, assignee: null },
        })}
        assignees={TEST_ASSIGNEES}
        onAssign={() => {}}
        onResendVerification={onResend}
        notice={<p role="status">A new link was sent.</p>}
      />,
    );
    await expect
      .element(page.getByText('Waiting for the requester to confirm the e-mail address'))
      .toBeVisible();
    await page.getByRole('button', { name: 'Resend verification' }).click();
    expect(onResend).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('status')).toHaveTextContent('A new link was sent.');
  });

  it('shows the outcome of a closed request and keeps its assignee', async () => {
    await render(
      <RequestStatusPanel
        request={testRequest({
          outcome: 'rejected',
          outcome_note: 'We could not confirm who you are.',
          closed_at: '2026-11-18T12:00:00.000Z',
          request: { status: 'rejected' },
        })}
        assignees={TEST_ASSIGNEES}
        onAssign={() => {}}
      />,
    );
    await expect.element(page.getByRole('heading', { name: 'Why it was rejected' })).toBeVisible();
    await expect.element(page.getByText('We could not confirm who you are.')).toBeVisible();
    await expect.element(page.getByText('A closed request keeps its assignee.')).toBeVisible();
  });

  it('only tells who is assigned to a reader', async () => {
    await render(<RequestStatusPanel request={testRequest()} assignees={TEST_ASSIGNEES} />);
    await expect.element(page.getByText('Assignee: Oscar Orgadmin')).toBeVisible();
  });
  it('shows the outcome of a completed request', async () => {
    await render(
      <RequestStatusPanel
        request={testRequest({
          outcome: 'completed',
          outcome_note: 'The copy of your data was sent by a secure link.',
          closed_at: '2026-11-19T15:00:00.000Z',
          request: { status: 'completed' },
        })}
        assignees={TEST_ASSIGNEES}
      />,
    );
    await expect.element(page.getByRole('heading', { name: 'Outcome' })).toBeVisible();
    await expect.element(page.getByText('The copy of your data was sent by a secure link.')).toBeVisible();
  });
});
