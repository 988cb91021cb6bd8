import { clearDsarRequests, DEMO_DSAR_REQUEST_COUNT, errorBody } from '@privacy-portal/mocks';
import { HttpResponse, http } from 'msw';
import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RequestsPage } from '../../src/modules/dsar/requests/RequestsPage.tsx';
import { type PageOptions, renderPage } from '../support/renderPage.tsx';

// Demo Retail (organization 1; Demo Store is property 1): a DSAR licence and 60 requests of the last 90
// days across statuses, types and laws, some overdue and some due soon (the mocks' demo seed). The
// mocks move an export a quarter further each time its progress is read: the page's polling drives it.

const LIMIT =
  'You have exceeded request creation limit. For more details Manage subscription or upgrade plan';
const JOB_MS = 15_000;

/** The URL's search, shown so that a test can read what the page put there. */
function Search() {
  return <output aria-label="Search params">{useLocation().search}</output>;
}
const open = (options: PageOptions = {}) =>
  renderPage(
    <>
      <RequestsPage />
      <Search />
    </>,
    { path: '/page', url: '/page?oid=1&pid=1', ...options },
  );

const references = () =>
  page
    .getByRole('link', { name: /^DSAR-\d{6}$/ })
    .elements()
    .map((a) => a.textContent ?? '');
const rows = () => page.getByRole('row').elements().slice(1);
const tick = (name: string | RegExp) => page.getByRole('checkbox', { name }).first().click({ force: true });

describe('RequestsPage', () => {
  it('opens on the open requests, earliest due first', async () => {
    await open();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    await expect.element(page.getByLabelText('Status')).toHaveValue('open');
    await expect.poll(() => references().length).toBeGreaterThan(10);
    await expect
      .element(page.getByRole('columnheader', { name: /^Due/ }))
      .toHaveAttribute('aria-sort', 'ascending');
    // The earliest due are the overdue ones; nothing closed shows.
    expect(rows()[0]?.textContent).toMatch(/\d+ days? overdue/);
    for (const row of rows()) expect(row.textContent).not.toMatch(/Completed|Rejected|Closed, not verified/);
  });

  it('pages through every request by key without repeats', async () => {
    await open({ url: '/page?oid=1&pid=1&status=any' });
    await expect.poll(() => references().length).toBe(25);
    await expect
      .element(page.getByRole('status').filter({ hasText: 'requests shown' }))
      .toHaveTextContent('25 requests shown, more to load');
    const first = references();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => references().length).toBe(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => references().length).toBe(DEMO_DSAR_REQUEST_COUNT);
    const all = references();
    expect(new Set(all).size).toBe(DEMO_DSAR_REQUEST_COUNT);
    expect(all.slice(0, 25)).toEqual(first);
    await expect.element(page.getByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

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

  it('narrows the inbox by the filters and keeps them in the URL', async () => {
    await open();
    await expect.poll(() => references().length).toBe(25);
    await page.getByLabelText('Deadline').selectOptions('Overdue');
    await expect.element(page.getByLabelText('Search params')).toHaveTextContent('?oid=1&pid=1&due=overdue');
    await expect.poll(() => references().length).toBeGreaterThan(0);
    await expect.poll(() => rows().every((row) => /overdue/.test(row.textContent ?? ''))).toBe(true);
    await page.getByLabelText('Jurisdiction').selectOptions('GDPR');
    await expect
      .element(page.getByLabelText('Search params'))
      .toHaveTextContent('?oid=1&pid=1&jurisdiction=GDPR&due=overdue');
    await expect.poll(() => rows().every((row) => row.textContent?.includes('GDPR'))).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect
      .element(page.getByLabelText('Search params'))
      .toHaveTextContent(/^\?oid=1&pid=1&status=any$/);
    await expect.element(page.getByLabelText('Status')).toHaveValue('');
  });

  it('opens a shared filtered view from its URL', async () => {
    await open({ url: '/page?oid=1&pid=1&status=unverified&sort=received' });
    await expect.element(page.getByLabelText('Status')).toHaveValue('unverified');
    await expect.poll(() => references().length).toBeGreaterThan(0);
    for (const row of rows()) expect(row.textContent).toContain('Awaiting verification');
    await expect
      .element(page.getByRole('columnheader', { name: /^Received/ }))
      .toHaveAttribute('aria-sort', 'descending');
  });

  it('searches by name or e-mail once typing pauses', async () => {
    const { requests } = await open();
    await expect.poll(() => references().length).toBe(25);
    const email = rows()[3]?.querySelector('th + td span:last-child')?.textContent ?? '';
    expect(email).toMatch(/@example\.test$/);
    const before = requests.filter((r) => r.path === '/api/v1/dsar/requests/1').length;
    // Pasted, as people paste an address: one input, so one search once the 300 ms pause has passed.
    // (Typed key by key, how many pauses of 300 ms fall between keys depends on the machine's load.)
    await page.getByLabelText('Search by name or e-mail').fill(email);
    await expect.poll(() => references().length).toBe(1);
    expect(rows()[0]?.textContent).toContain(email);
    expect(requests.filter((r) => r.path === '/api/v1/dsar/requests/1').length - before).toBe(1);
    await expect
      .element(page.getByLabelText('Search params'))
      .toHaveTextContent(`q=${encodeURIComponent(email).replace(/%20/g, '+')}`);
  });

  it('keeps what is typed after a pause, while the first part is searched', async () => {
    await open();
    await expect.poll(() => references().length).toBe(25);
    const email = rows()[3]?.querySelector('th + td span:last-child')?.textContent ?? '';
    const box = page.getByLabelText('Search by name or e-mail');
    await userEvent.type(box, email.slice(0, 4));
    await expect.element(page.getByLabelText('Search params')).toHaveTextContent(`q=${email.slice(0, 4)}`);
    await userEvent.type(box, email.slice(4));
    await expect.element(box).toHaveValue(email);
    await expect.poll(() => references().length).toBe(1);
  });

  it('follows a link to the inbox with another search', async () => {
    await renderPage(
      <>
        <RequestsPage />
        <Link to="/page?oid=1&pid=1&q=nobody-by-this-name">Search for nobody</Link>
      </>,
      { path: '/page', url: '/page?oid=1&pid=1' },
    );
    const box = page.getByLabelText('Search by name or e-mail');
    await userEvent.type(box, 'anna');
    await page.getByRole('link', { name: 'Search for nobody' }).click();
    await expect.element(box).toHaveValue('nobody-by-this-name');
    await expect.element(page.getByText('No requests match these filters.')).toBeVisible();
  });

  it('sorts newest first from the Received header', async () => {
    await open();
    await expect.poll(() => references().length).toBe(25);
    await page.getByRole('button', { name: 'Received, sort newest first' }).click();
    await expect.element(page.getByLabelText('Search params')).toHaveTextContent('sort=received');
    await expect
      .element(page.getByRole('columnheader', { name: /^Received/ }))
      .toHaveAttribute('aria-sort', 'descending');
    // The newest are the ones still waiting for the requester to confirm.
    await expect.poll(() => rows()[0]?.textContent ?? '').toContain('Awaiting verification');
    await expect.poll(() => references().length).toBeGreaterThan(1);
  });

  it('assigns the selected requests at once', async () => {
    const { requests, state } = await open({ url: '/page?oid=1&pid=1&assignee=none' });
    await expect.poll(() => references().length).toBeGreaterThan(1);
    const chosen = references().slice(0, 2);
    await tick(new RegExp(`^Select ${chosen[0]} `));
    await tick(new RegExp(`^Select ${chosen[1]} `));
    const bar = page.getByRole('group', { name: 'Actions on 2 requests selected' });
    await bar.getByLabelText('Assign to').selectOptions('Adam Admin');
    await bar.getByRole('button', { name: 'Assign 2 requests' }).click();
    await expect.element(page.getByText('2 requests assigned to Adam Admin.')).toBeVisible();
    await expect.element(bar).not.toBeInTheDocument();
    const ids = chosen.map((ref) => Number(ref.slice(5)));
    expect(requests.find((r) => r.path === '/api/v1/dsar/requests-assign/1')?.body).toEqual({
      ids,
      assignee_id: 2,
    });
    for (const id of ids) expect(state.dsar.requests.get(id)?.assignee_id).toBe(2);
    // The inbox is read again: assigned now, they leave the unassigned view.
    await expect.poll(() => references().some((ref) => chosen.includes(ref))).toBe(false);
  });

  it('exports the filtered inbox as CSV with a progress bar and offers the file', async () => {
    const { requests } = await open({ url: '/page?oid=1&pid=1&status=open&assignee=me' });
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
    await expect.element(link, { timeout: JOB_MS }).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/v1/dsar/request-exports/1',
      body: { status: 'open' },
    });
    expect(requests.some((r) => /\/request-exports\/1\/[^/]+\/file$/.test(r.path))).toBe(true);
  });

  it('enters a request by hand and shows it in the inbox', async () => {
    const { requests } = await open();
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
    await userEvent.type(page.getByLabelText('Search by name or e-mail'), 'petra.postbrief');
    await expect.poll(() => references().length).toBe(1);
    expect(rows()[0]?.textContent).toContain('Petra Postbrief');
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

  it('says when no request matches the filters', async () => {
    await open({ url: '/page?oid=1&pid=1&q=nobody-by-this-name' });
    await expect.element(page.getByText('No requests match these filters.')).toBeVisible();
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
