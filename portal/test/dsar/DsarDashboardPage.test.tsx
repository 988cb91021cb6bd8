import { clearDsarRequests, recordedPeriod, unlicenseDsar } from '@privacy-portal/mocks';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { DsarPage } from '../../src/modules/dsar/DsarPage.tsx';
import { renderPage } from '../support/renderPage.tsx';

/** The module as the app mounts it, with the URL and the navigation state shown. */
function Module() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <DsarPage />
      <output data-testid="location">{`${pathname}${search}`}</output>
      <output data-testid="state">{JSON.stringify(state)}</output>
    </>
  );
}

const URL = '/home/dashboard/ccpa-dsar?oid=1&pid=1';
const open = (options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<Module />, { path: '/*', url: URL, ...options });
const panel = (name: string) => page.getByRole('region', { name });
/** The figure under a term of the headline cards. */
const figure = (label: string) =>
  panel('Requests at a glance').getByRole('term').filter({ hasText: label }).element().nextElementSibling
    ?.textContent;

const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
/** Demo Store's open requests past their due date: the real API's answer, as recorded (mocks/fixtures). */
const overdue = () =>
  recordedPeriod('/ccpa/request/chart/{orgId}/{propId}', '/ccpa/request/chart/1/1', {
    from: day(29),
    to: day(0),
  }).response.overdue;

describe('DSAR dashboard', () => {
  it('shows the figures with links into the inbox filtered, and each chart with its numbers', async () => {
    await open();
    await expect.element(page.getByRole('heading', { level: 1, name: 'DSAR dashboard' })).toBeVisible();
    await expect.element(panel('Requests at a glance').getByText('Overdue', { exact: true })).toBeVisible();
    expect(figure('Overdue')).toBe(String(overdue()));
    expect(Number(figure('Open now'))).toBeGreaterThan(0);
    expect(figure('Median time to close')).toMatch(/^(\d+(\.\d)? days?|–)$/);
    await expect
      .element(page.getByRole('link', { name: 'See overdue requests' }))
      .toHaveAttribute('href', '/privacy/dsar/requests?due=overdue&property_id=1&oid=1&pid=1');
    await expect
      .element(page.getByRole('link', { name: 'See requests due soon' }))
      .toHaveAttribute('href', '/privacy/dsar/requests?due=soon&property_id=1&oid=1&pid=1');
    await expect
      .element(page.getByRole('link', { name: 'See open requests' }))
      .toHaveAttribute('href', '/privacy/dsar/requests?status=open&property_id=1&oid=1&pid=1');

    await expect
      .element(panel('Requests over time').getByRole('figure', { name: 'Requests per day' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('table', { name: 'Requests per day' }).getByRole('row'))
      .toHaveLength(31);
    await expect
      .element(
        page
          .getByRole('table', { name: 'Requests received per type' })
          .getByRole('rowheader', { name: 'Deletion' }),
      )
      .toBeInTheDocument();
    await expect
      .element(
        page
          .getByRole('table', { name: 'Requests per status' })
          .getByRole('rowheader', { name: 'In progress' }),
      )
      .toBeInTheDocument();
    const regions = panel('Requests by state or country');
    await expect.element(regions.getByRole('table', { name: 'Requests by state or country' })).toBeVisible();
    // US requests by state, named from the country and state list.
    await expect
      .element(regions.getByRole('rowheader', { name: /, United States US-[A-Z]{2}$/ }).first())
      .toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  });

  it('reads another period when one is chosen, and keeps it in the URL', async () => {
    const { requests } = await open();
    await expect.element(panel('Requests at a glance').getByText('Received')).toBeVisible();
    await page.getByText('Last 90 days').click();
    await expect.element(page.getByTestId('location')).toHaveTextContent('days=90');
    await expect
      .element(page.getByRole('table', { name: 'Requests per day' }).getByRole('row'))
      .toHaveLength(91);
    const charts = requests.filter((r) => r.path === '/api/v1/ccpa/request/chart/1/1');
    const regions = requests.filter((r) => r.path === '/api/v1/ccpa/chart/state/1/1');
    expect(charts.length).toBe(2);
    expect(regions.length).toBe(2);
  });

  it('opens on the period in the URL', async () => {
    await open({ url: `/home/dashboard/ccpa-dsar?oid=1&pid=1&from=${day(40)}&to=${day(20)}` });
    await expect.element(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
    await expect
      .element(page.getByRole('table', { name: 'Requests per day' }).getByRole('row'))
      .toHaveLength(22);
  });

  it('says so when the property has no requests yet', async () => {
    await open({ prepare: (s) => clearDsarRequests(s) });
    await expect
      .element(panel('Requests over time').getByText('No requests in this period yet'))
      .toBeVisible();
    await expect.element(panel('Requests by status').getByText('No requests yet')).toBeVisible();
    expect(figure('Received')).toBe('0');
    expect(figure('Median time to close')).toBe('–');
  });

  it('keeps the other panels when one fails, and loads that one again on Try again', async () => {
    let fail = true;
    await open({
      handlers: [
        http.get('/api/v1/ccpa/chart/state/:orgId/:propId', () =>
          fail
            ? HttpResponse.json({ error: { code: 'internal_error', message: 'Boom' } }, { status: 500 })
            : undefined,
        ),
      ],
    });
    const regions = panel('Requests by state or country');
    await expect
      .element(regions.getByRole('alert'))
      .toHaveTextContent(/We could not load requests by state or country/);
    await expect.element(panel('Requests over time').getByRole('figure')).toBeVisible();
    fail = false;
    await regions.getByRole('button', { name: 'Try again' }).click();
    await expect.element(regions.getByRole('table', { name: 'Requests by state or country' })).toBeVisible();
  });

  it('sends an organization without DSAR in its plan to the analytics dashboard with the upgrade prompt', async () => {
    await open({ prepare: (s) => unlicenseDsar(s) });
    await expect
      .element(page.getByTestId('location'))
      .toHaveTextContent('/home/dashboard/analytics?oid=1&pid=1');
    await expect.element(page.getByTestId('state')).toHaveTextContent('{"upgrade":"dsar"}');
  });
});
