import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_SUMMARY } from '../testing/consentDashboard.ts';
import { ConsentRateCards } from './ConsentRateCards.tsx';

const figure = (label: string) =>
  page.getByRole('term').filter({ hasText: label }).element().nextElementSibling;

describe('ConsentRateCards', () => {
  it('gives the opt-in and opt-out rates, the consents and the GPC share', async () => {
    await render(<ConsentRateCards load={{ status: 'ready', data: TEST_SUMMARY }} />);
    await expect.element(page.getByRole('region', { name: 'Consent rates' })).toBeVisible();
    expect(figure('Opt-in rate')?.textContent).toBe('71%');
    expect(figure('Opt-out rate')?.textContent).toBe('29%');
    expect(figure('Consents')?.textContent).toBe('12,000');
    expect(figure('GPC share')?.textContent).toBe('4%');
    await expect.element(page.getByText('480 with Global Privacy Control')).toBeVisible();
  });
});
