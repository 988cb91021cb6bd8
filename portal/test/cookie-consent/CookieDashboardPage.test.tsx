import {
  clearConsents,
  clearLists,
  FIXTURES_NOW,
  type MockState,
  recordedPeriod,
  setCookieConsentTier,
} from '@privacy-portal/mocks';
import { licenceLimits } from '@privacy-portal/sdk';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { CookieDashboardPage } from '../../src/modules/cookieConsent/dashboard/CookieDashboardPage.tsx';
import { renderPage } from '../support/renderPage.tsx';

const card = (name: string) => page.getByRole('region', { name });

/** The page with the URL's query shown, to see what the period filter writes there. */
function WithSearch() {
  const { search } = useLocation();
  return (
    <>
      <CookieDashboardPage />
      <output data-testid="search">{search}</output>
    </>
  );
}

const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
/** The demo's consents of the last n days, today included: the real API's answer, as recorded (mocks/fixtures). */
function consentsOf(n: number) {
  const range = { from: isoDay(Date.now() - (n - 1) * DAY_MS), to: isoDay(Date.now()) };
  return recordedPeriod('/consentdashboard/{propId}', '/consentdashboard/1', range).response.consents;
}
/** The figure under a term of the rate cards. */
const figure = (label: string) =>
  card('Consent rates').getByRole('term').filter({ hasText: label }).element().nextElementSibling
    ?.textContent;

/** Demo Store as a newcomer's property before anything was done: no cookies, scans, rules, vendors or versions. */
function freshProperty(state: MockState) {
  for (const list of ['/all-cookie/1/1', '/consent/manage-vendors/1/1', '/consent/banner-history/1/1'])
    clearLists(state, list);
  const answers = state.answers;
  answers.edit('/scannerstatus/1/1', (body) => Object.assign(body.response as object, { last: null }));
  answers.edit('/consent/banner/1/1', (body) =>
    Object.assign(body.response as object, { published_version: null }),
  );
  answers.edit('/tag-list-javascript/1/1', (body) =>
    Object.assign(body.response as object, { enabled: false, rules: 0, proposed: [] }),
  );
}

// The recording's day, so that the page asks for the periods the recorder asked (7, 30, 90 days).
beforeEach(() => {
  vi.setSystemTime(FIXTURES_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CookieDashboardPage', () => {
  it('shows the inventory, the last scan, the banner, blocking and vendors of the demo property with links to their pages', async () => {
    await renderPage(<CookieDashboardPage />);
    const inventory = card('Cookie inventory');
    // How many await review is a filtered count, the server's: CookieDashboardPage.server.test.tsx.
    await expect.element(inventory.getByRole('figure', { name: 'Cookies by category' })).toBeVisible();
    await expect
      .element(inventory.getByRole('link', { name: 'Open Cookie Category' }))
      .toHaveAttribute('href', '/cookie-consent/cookie-category/list?oid=1&pid=1');

    const scan = card('Last scan');
    await expect.element(scan.getByText('1 violation')).toBeVisible();
    await expect
      .element(scan.getByRole('link', { name: 'See the scan details' }))
      .toHaveAttribute('href', '/cookie-consent/cookie-category/scan-details?job=2&oid=1&pid=1');
    await expect.element(scan.getByText(/scans left this month|Unlimited scans|No scans left/)).toBeVisible();

    const banner = card('Cookie banner');
    await expect.element(banner.getByText('Version 2')).toBeVisible();
    await expect.element(banner.getByText(/last published 19 Nov 2026/)).toBeVisible();
    await expect.element(banner.getByText('English (default), German, French')).toBeVisible();

    const blocking = card('Auto Cookie Blocking');
    await expect.element(blocking.getByText('On', { exact: true })).toBeVisible();
    await expect.element(blocking.getByText(/found 2 third-party script hosts/)).toBeVisible();
    await expect
      .element(blocking.getByRole('link', { name: 'Open Auto Cookie Blocking' }))
      .toHaveAttribute('href', '/cookie-consent/auto-cookie-blocking/enables?oid=1&pid=1');

    const vendors = card('Vendors');
    await expect.element(vendors.getByRole('link', { name: 'Open Manage Vendors' })).toBeVisible();
    await expect.element(vendors.getByText('IAB TCF')).toBeVisible();

    // Cookies still wait for review: the first steps stay, that one to do.
    const steps = card('Get started');
    await expect
      .element(steps.getByRole('listitem').filter({ hasText: 'Scan your site' }).getByText('Done'))
      .toBeVisible();
    await expect
      .element(steps.getByRole('listitem').filter({ hasText: 'Review the cookies' }).getByText('To do'))
      .toBeVisible();
  });

  it('shows the first step on each card of a fresh property', async () => {
    await renderPage(<CookieDashboardPage />, { prepare: freshProperty });
    await expect.element(card('Cookie inventory').getByText('No cookies yet')).toBeVisible();
    await expect
      .element(card('Cookie inventory').getByRole('link', { name: 'Start with a scan' }))
      .toHaveAttribute('href', '/cookie-consent/cookie-category/scan-details?oid=1&pid=1');
    await expect.element(card('Last scan').getByText('No scan yet')).toBeVisible();
    await expect.element(card('Cookie banner').getByText('Not published yet')).toBeVisible();
    await expect.element(card('Vendors').getByText('No vendors yet')).toBeVisible();
    await expect.element(card('Auto Cookie Blocking').getByText('Off', { exact: true })).toBeVisible();
    const steps = card('Get started');
    await expect
      .element(steps.getByRole('link', { name: 'Add the snippet to your site' }))
      .toHaveAttribute('href', '/cookie-consent/banner-configuration/implementation?oid=1&pid=1');
    await expect
      .element(steps.getByRole('listitem').filter({ hasText: 'Scan your site' }).getByText('To do'))
      .toBeVisible();
  });

  it('keeps the other cards when one fails, and loads that one again on Try again', async () => {
    let fail = true;
    await renderPage(<CookieDashboardPage />, {
      handlers: [
        http.get('/api/v1/scannerstatus/:orgId/:propId', () =>
          fail
            ? HttpResponse.json({ error: { code: 'internal_error', message: 'Boom' } }, { status: 500 })
            : undefined,
        ),
      ],
    });
    const scan = card('Last scan');
    await expect.element(scan.getByRole('alert')).toHaveTextContent(/We could not load this card/);
    await expect.element(card('Cookie banner').getByText('Version 2')).toBeVisible();
    fail = false;
    await scan.getByRole('button', { name: 'Try again' }).click();
    await expect.element(scan.getByText('1 violation')).toBeVisible();
  });

  it('names the plan that has Auto Cookie Blocking when the licence lacks it', async () => {
    await renderPage(<CookieDashboardPage />, { prepare: (state) => setCookieConsentTier(state, 'free') });
    const blocking = card('Auto Cookie Blocking');
    await expect.element(blocking.getByText('Not in your plan')).toBeVisible();
    await expect
      .element(blocking.getByRole('link', { name: 'See plans' }))
      .toHaveAttribute('href', expect.stringContaining('/settings/billing/pricing?plan_type=0'));
  });

  it('shows the last 30 days of consents: totals, rates and the charts', async () => {
    await renderPage(<CookieDashboardPage />);
    const rates = card('Consent rates');
    await expect.element(rates.getByText('Opt-in rate')).toBeVisible();
    expect(figure('Consents')).toBe(consentsOf(30).toLocaleString('en'));
    expect(figure('Opt-in rate')).toMatch(/^\d+(\.\d)?%$/);
    await expect
      .element(card('Consents over time').getByRole('figure', { name: 'Consents per day by choice' }))
      .toBeVisible();
    await expect
      .element(card('Choices').getByRole('figure', { name: 'Accept all, reject all and custom choices' }))
      .toBeVisible();
    await expect.element(card('Consents by category').getByRole('figure')).toBeVisible();
    await expect.element(card('Consents by device').getByRole('figure')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  });

  it('reads another period when it is chosen, and keeps it in the URL', async () => {
    const { requests } = await renderPage(<WithSearch />);
    await expect.element(card('Consent rates').getByText('Opt-in rate')).toBeVisible();
    await page.getByText('Last 7 days').click();
    await expect.element(page.getByTestId('search')).toHaveTextContent('?days=7');
    await expect.poll(() => figure('Consents')).toBe(consentsOf(7).toLocaleString('en'));
    // Each panel asked again for the new period.
    expect(requests.filter((r) => r.path === '/api/v1/consent-activity/1').length).toBe(2);
    expect(requests.filter((r) => r.path === '/api/v1/consentcountrylist/1').length).toBe(2);
  });

  it('lists the countries most consents first, with the map beside them', async () => {
    await renderPage(<CookieDashboardPage />);
    const countries = card('Consents by country');
    const table = countries.getByRole('table', { name: 'Consents by country' });
    await expect.element(table.getByRole('rowheader').first()).toHaveTextContent('United States');
    const names = table
      .getByRole('rowheader')
      .elements()
      .map((cell) => cell.textContent);
    // The recorded demo's three most (Spain before France at four each, by code).
    expect(names.slice(0, 3)).toEqual(['United States', 'Germany', 'Spain']);
    await expect
      .element(
        countries.getByRole('img', { name: /^World map of consents by country, most in United States/ }),
      )
      .toBeVisible();
  });

  it('warns with the way to upgrade when the month is over the plan’s pageviews', async () => {
    // The recorded demo is a small shop: this month a few pageviews more than the free plan's.
    const free = licenceLimits('cookieConsent', 'free');
    const month = { from: isoDay(Date.now() - 29 * DAY_MS), to: isoDay(Date.now()) };
    const summary = recordedPeriod('/consentdashboard/{propId}', '/consentdashboard/1', month).response;
    const busy = { ...summary, pageviews_limit: free.pageviews, month_pageviews: free.pageviews + 1 };
    await renderPage(<CookieDashboardPage />, {
      prepare: (state) => setCookieConsentTier(state, 'free'),
      handlers: [http.get('/api/v1/consentdashboard/:propId', () => HttpResponse.json({ response: busy }))],
    });
    const usage = card('Plan usage this month');
    await expect.element(usage.getByText(/Over your plan's monthly pageviews/)).toBeVisible();
    await expect
      .element(usage.getByRole('link', { name: 'Upgrade plan' }))
      .toHaveAttribute('href', expect.stringContaining('/settings/billing/pricing?plan_type=0'));
  });

  it('keeps the first steps, the snippet to do, while the property has no consents', async () => {
    await renderPage(<CookieDashboardPage />, { prepare: (state) => clearConsents(state) });
    const steps = card('Get started');
    await expect
      .element(
        steps.getByRole('listitem').filter({ hasText: 'Add the snippet to your site' }).getByText('To do'),
      )
      .toBeVisible();
    await expect
      .element(card('Consents over time').getByText('No consents in this period yet'))
      .toBeVisible();
    expect(figure('Consents')).toBe('0');
  });
});
