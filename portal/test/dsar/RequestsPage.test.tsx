import { clearDsarRequests, DEMO_IDS, errorBody, type MockState, recorded } from '@privacy-portal/mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { RequestsPage } from '../../src/modules/dsar/requests/RequestsPage.tsx';
import { type PageOptions, renderPage } from '../support/renderPage.tsx';

// Demo Retail (organization 1; Demo Store is property 1): a DSAR licence and the 200 requests recorded
// from the real API's demo (mocks/fixtures/dsar.json); an export's progress answers it finished.
// The inbox's filters, search, sort, paging and what an assignment changes are the server's:
// RequestsPage.server.test.tsx.

const LIMIT =
  'You have exceeded request creation limit. For more details Manage subscription or upgrade plan';

const open = (options: PageOptions = {}) =>
  renderPage(<RequestsPage />, { path: '/page', url: '/page?oid=1&pid=1', ...options });

const references = () =>
  page
    .getByRole('link', { name: /^DSAR-\d{6}$/ })
    .elements()
    .map((a) => a.textContent ?? '');
const COUNTRIES = '/public/countryandstate/list';
/**
 * The dialog's tests choose from a few of the recorded countries: the real API's list holds some 250,
 * and finding one in the open list takes seconds on a loaded machine.
 */
const fewCountries = (state: MockState) => {
  const { response } = recorded(COUNTRIES, COUNTRIES, 'anonymous');
  const few = response.countries.filter((c) => ['DE', 'FR', 'GB', 'US'].includes(c.code));
  state.answers.set(COUNTRIES, { response: { ...response, countries: few } });
};
const tick = (name: string | RegExp) => page.getByRole('checkbox', { name }).first().click({ force: true });

describe('RequestsPage', () => {
  it('links each request to its details with the company, organization, property and form', async () => {
    await open({ url: '/page?oid=1&pid=1&sort=received' });
    await expect.poll(() => references().length).toBe(25);
    const link = page.getByRole('link', { name: /^DSAR-\d{6}$/ }).first();
    const id = Number((link.element().textContent ?? '').slice(5));
    await expect
      .element(link)
      .toHaveAttribute(
        'href',
        expect.stringMatching(
          new RegExp(`^/privacy/dsar/requests-details/${id}/1/1/[12]/[01]\\?oid=1&pid=1$`),
        ),
      );
  });

  it('assigns the selected requests at once', async () => {
    const { requests } = await open();
    await expect.poll(() => references().length).toBe(25);
    // Two requests not Oscar's yet (the mocks answer the plain inbox; filters are the server's).
    const chosen = page
      .getByRole('row')
      .elements()
      .slice(1)
      .filter((row) => !row.textContent?.includes('Oscar Orgadmin'))
      .map((row) => row.querySelector('a')?.textContent ?? '')
      .slice(0, 2);
    expect(chosen).toHaveLength(2);
    await tick(new RegExp(`^Select ${chosen[0]} `));
    await tick(new RegExp(`^Select ${chosen[1]} `));
    const bar = page.getByRole('group', { name: 'Actions on 2 requests selected' });
    await bar.getByLabelText('Assign to').selectOptions('Oscar Orgadmin');
    await bar.getByRole('button', { name: 'Assign 2 requests' }).click();
    await expect.element(page.getByText('2 requests assigned to Oscar Orgadmin.')).toBeVisible();
    await expect.element(bar).not.toBeInTheDocument();
    const ids = chosen.map((ref) => Number(ref.slice(5)));
    expect(requests.find((r) => r.path === '/api/v1/dsar/requests-assign/1')?.body).toEqual({
      ids,
      assignee_id: DEMO_IDS.orgAdmin,
    });
  });

  it('exports the filtered inbox as CSV with a progress bar and offers the file', async () => {
    const { requests } = await open({
      url: '/page?oid=1&pid=1&status=open&assignee=me',
      // The job's first read finds it half done (the mocks answer it finished afterwards).
      handlers: [
        http.get(
          '/api/v1/dsar/request-exports/:orgId/:jobId',
          ({ params }) =>
            HttpResponse.json({
              response: {
                id: String(params.jobId),
                status: 'running',
                done: 40,
                total: 80,
                file_name: null,
                created_at: new Date().toISOString(),
                finished_at: null,
              },
            }),
          { once: true },
        ),
      ],
    });
    await expect
      .element(
        page.getByText(/^Exports the requests the filters show: open\. The assignee filter does not apply/),
      )
      .toBeVisible();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect
      .element(page.getByRole('progressbar', { name: /Exporting requests|Waiting to export/ }))
      .toBeVisible();
    const link = page.getByRole('link', { name: /^Download .+\.csv$/ });
    await expect.element(link).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/v1/dsar/request-exports/1',
      body: { status: 'open' },
    });
    expect(requests.some((r) => /\/request-exports\/1\/[^/]+\/file$/.test(r.path))).toBe(true);
  });

  it('enters a request by hand', async () => {
    const { requests } = await open({ prepare: fewCountries });
    await page.getByRole('button', { name: 'New request' }).click();
    const dialog = page.getByRole('dialog', { name: 'New request' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Request type/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Deletion', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Petra');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Postbrief');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('petra.postbrief@example.test');
    await dialog.getByRole('button', { name: /Country/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Germany', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'What the requester asked' }).fill('Please delete my account.');
    await dialog.getByRole('button', { name: 'Create request' }).click();
    await expect.element(page.getByText(/^DSAR-\d{6} was created\. It is due /)).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(
      requests.find((r) => r.method === 'POST' && r.path === '/api/v1/dsar/requests/1')?.body,
    ).toMatchObject({
      property_id: 1,
      request_type: 'deletion',
      first_name: 'Petra',
      country: 'DE',
      verified: true,
    });
  });

  it("checks the new request's fields before sending it", async () => {
    const { requests } = await open();
    await page.getByRole('button', { name: 'New request' }).click();
    const dialog = page.getByRole('dialog', { name: 'New request' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('not an address');
    await dialog.getByRole('button', { name: 'Create request' }).click();
    await expect.element(dialog.getByText('Choose what was asked.')).toBeVisible();
    await expect.element(dialog.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect.element(dialog.getByText('Choose the country the requester lives in.')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the plan's limit as the spec words it once this month's requests are used up", async () => {
    await open({
      prepare: fewCountries,
      // The server's refusal (the mocks do not count the month's requests).
      handlers: [
        http.post('/api/v1/dsar/requests/:orgId', () =>
          HttpResponse.json(errorBody('limit_reached', LIMIT), { status: 409 }),
        ),
      ],
    });
    await page.getByRole('button', { name: 'New request' }).click();
    const dialog = page.getByRole('dialog', { name: 'New request' });
    await dialog.getByRole('button', { name: /Request type/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Access', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Paul');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Phone');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('paul.phone@example.test');
    await dialog.getByRole('button', { name: /Country/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'France', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'What the requester asked' }).fill('A copy of my data.');
    await dialog.getByRole('button', { name: 'Create request' }).click();
    const alert = dialog.getByRole('alert');
    await expect.element(alert).toHaveTextContent(LIMIT);
    await expect.element(alert.getByRole('link', { name: 'See the plans' })).toBeVisible();
    await expect.element(dialog).toBeVisible();
  });

  it('shows the empty inbox with a way to enter a request', async () => {
    await open({ prepare: (state) => clearDsarRequests(state) });
    await expect.element(page.getByRole('heading', { name: 'No open requests' })).toBeVisible();
    expect(page.getByRole('button', { name: 'New request' }).elements().length).toBe(2);
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    await open({
      handlers: [
        http.get('/api/v1/dsar/requests/:orgId', () =>
          fail
            ? HttpResponse.json({ error: { code: 'internal_error', message: 'boom' } }, { status: 500 })
            : undefined,
        ),
      ],
    });
    await expect.element(page.getByRole('alert')).toHaveTextContent('We could not load the requests');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => references().length).toBe(25);
  });

  it('lets a view-only member read, but not assign, enter or change', async () => {
    await open({ as: 'viewer@demo.test' });
    await expect.poll(() => references().length).toBe(25);
    await expect.element(page.getByRole('button', { name: 'New request' })).not.toBeInTheDocument();
    expect(page.getByRole('checkbox').elements()).toHaveLength(0);
  });
});
