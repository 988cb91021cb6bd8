import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testRequest } from '../testing/requests.ts';
import { RequestSummary } from './RequestSummary.tsx';

describe('RequestSummary', () => {
  it('shows who asked, where they live, what for, in their words and answers', async () => {
    await render(<RequestSummary request={testRequest()} />);
    const card = page.getByRole('region', { name: 'Requester' });
    await expect.element(card.getByText('Lena Schmidt')).toBeVisible();
    await expect
      .element(card.getByRole('link', { name: 'lena.schmidt@example.de' }))
      .toHaveAttribute('href', 'mailto:lena.schmidt@example.de');
    await expect.element(card.getByText('Berlin, Germany')).toBeVisible();
    await expect.element(card.getByText('Customer', { exact: true })).toBeVisible();
    await expect.element(card.getByText('Access', { exact: true })).toBeVisible();
    await expect.element(card.getByText('Deutsch')).toHaveAttribute('lang', 'de');
    await expect.element(card.getByText('Privacy request')).toBeVisible();
    await expect.element(card.getByText(/including my order history/)).toBeVisible();
    await expect.element(card.getByText('Customer number')).toBeVisible();
    await expect.element(card.getByText('C-20931')).toBeVisible();
  });

  it('says when the team entered it and when it came over the plan’s limit', async () => {
    await render(
      <RequestSummary
        request={testRequest({ form_name: null, answers: [], request: { over_limit: true } })}
        upgradeHref="/settings/billing/pricing"
      />,
    );
    await expect.element(page.getByText('Entered by the team')).toBeVisible();
    await expect.element(page.getByText('Other answers')).not.toBeInTheDocument();
    const alert = page.getByRole('status');
    await expect.element(alert).toHaveTextContent('Received over the plan’s limit');
    await expect
      .element(alert.getByRole('link', { name: 'Manage subscription or upgrade plan' }))
      .toHaveAttribute('href', '/settings/billing/pricing');
  });
  it('keeps the requester’s words in their language, and says when there are none', async () => {
    const { rerender } = await render(
      <RequestSummary
        request={testRequest({ language: 'ar', details: 'أرجو إرسال نسخة من جميع بياناتي الشخصية.' })}
      />,
    );
    await expect
      .element(page.getByText('أرجو إرسال نسخة من جميع بياناتي الشخصية.'))
      .toHaveAttribute('lang', 'ar');
    await rerender(<RequestSummary request={testRequest({ details: '' })} />);
    await expect.element(page.getByText('No details given.')).toBeVisible();
  });
});
