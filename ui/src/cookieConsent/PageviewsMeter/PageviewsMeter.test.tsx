import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PageviewsMeter, type PlanUse } from './PageviewsMeter.tsx';

/** The meter with the month's usage loaded, linking to the plans. */
const showUsage = (data: PlanUse) =>
  render(<PageviewsMeter upgradeHref="/pricing" load={{ status: 'ready', data }} />);

describe('PageviewsMeter', () => {
  it('measures the month against the plan without a warning while within it', async () => {
    await showUsage({
      month_pageviews: 64_000,
      pageviews_limit: 1_000_000,
      month_consents: 9_600,
      consents_limit: -1,
    });
    await expect.element(page.getByRole('region', { name: 'Plan usage this month' })).toBeVisible();
    await expect
      .element(page.getByRole('meter', { name: 'Pageviews' }))
      .toHaveAttribute('aria-valuetext', '64,000 of 1,000,000');
    await expect.element(page.getByText('9,600 (unlimited)')).toBeVisible();
    expect(page.getByRole('link', { name: 'Upgrade plan' }).elements()).toHaveLength(0);
  });

  it('warns past a limit, says nothing stops, and links to the plans', async () => {
    await showUsage({
      month_pageviews: 72_000,
      pageviews_limit: 1_000,
      month_consents: 4_000,
      consents_limit: 5_000,
    });
    await expect.element(page.getByText("Over your plan's monthly pageviews")).toBeVisible();
    await expect.element(page.getByText(/Your banner keeps working/)).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Upgrade plan' }))
      .toHaveAttribute('href', '/pricing');
  });

  it('counts a month with nothing yet against the limit', async () => {
    await showUsage({
      month_pageviews: 0,
      pageviews_limit: 100_000,
      month_consents: 0,
      consents_limit: 60_000,
    });
    await expect.element(page.getByText('0 of 100,000')).toBeVisible();
  });

  it('names both limits when the month is past both', async () => {
    await showUsage({
      month_pageviews: 131_000,
      pageviews_limit: 100_000,
      month_consents: 61_200,
      consents_limit: 60_000,
    });
    await expect
      .element(page.getByText("Over your plan's monthly pageviews and monthly consent storage"))
      .toBeVisible();
  });
});
