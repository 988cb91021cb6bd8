import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RequestsPage } from '../../src/modules/dsar/requests/RequestsPage.tsx';
import { renderRealPage } from '../support/renderRealPage.tsx';
import { apiAs } from './real-api.ts';

// Against the real API (the ui-server project): the inbox's filters, search, sort and paging are the
// server's SQL, not a copy of it in the mocks. Demo Retail (organization 1, Demo Store property 1) has
// 200 requests of the server's demo seed: the newest still await verification, some open ones are
// overdue, addresses at @example.com.

/** The URL's search, shown so that a test can read what the page put there. */
function Search() {
  return <output aria-label="Search params">{useLocation().search}</output>;
}
const open = (url = '/page?oid=1&pid=1') =>
  renderRealPage(
    <>
      <RequestsPage />
      <Search />
    </>,
    { path: '/page', url },
  );

const references = () =>
  page
    .getByRole('link', { name: /^DSAR-\d{6}$/ })
    .elements()
    .map((a) => a.textContent ?? '');
const rows = () => page.getByRole('row').elements().slice(1);
const emailOf = (row: Element | undefined) =>
  row?.querySelector('th + td span:last-child')?.textContent ?? '';
const tick = (name: string | RegExp) => page.getByRole('checkbox', { name }).first().click({ force: true });
/** How many times the page has read the inbox since the timings were cleared (the browser's record). */
const inboxReads = () =>
  performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/v1/dsar/requests/1?')).length;

describe('RequestsPage on the real API', () => {
  it('opens on the open requests, earliest due first', async () => {
    await open();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    await expect.element(page.getByLabelText('Status')).toHaveValue('open');
    await expect.poll(() => references().length).toBe(25);
    await expect
      .element(page.getByRole('columnheader', { name: /^Due/ }))
      .toHaveAttribute('aria-sort', 'ascending');
    // The earliest due are the overdue ones; nothing closed shows.
    expect(rows()[0]?.textContent).toMatch(/\d+ days? overdue/);
    for (const row of rows()) expect(row.textContent).not.toMatch(/Completed|Rejected|Closed, not verified/);
  });

  it('pages through the requests by key without repeats', async () => {
    await open('/page?oid=1&pid=1&status=any');
    await expect.poll(() => references().length).toBe(25);
    await expect
      .element(page.getByRole('status').filter({ hasText: 'requests shown' }))
      .toHaveTextContent('25 requests shown, more to load');
    const first = references();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => references().length).toBe(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => references().length).toBe(75);
    const all = references();
    expect(new Set(all).size).toBe(75);
    expect(all.slice(0, 25)).toEqual(first);
    await expect.element(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  it('narrows the inbox by the filters and keeps them in the URL', async () => {
    await open();
    await expect.poll(() => references().length).toBe(25);
    await page.getByLabelText('Deadline').selectOptions('Overdue');
    await expect.element(page.getByLabelText('Search params')).toHaveTextContent('?oid=1&pid=1&due=overdue');
    await expect.poll(() => references().length).toBeGreaterThan(0);
    await expect.poll(() => rows().every((row) => /overdue/.test(row.textContent ?? ''))).toBe(true);
    // Some of the demo's overdue requests fall under Brazil's LGPD (none under the GDPR).
    await page.getByLabelText('Jurisdiction').selectOptions('LGPD');
    await expect
      .element(page.getByLabelText('Search params'))
      .toHaveTextContent('?oid=1&pid=1&jurisdiction=LGPD&due=overdue');
    await expect.poll(() => references().length).toBeGreaterThan(0);
    expect(rows().every((row) => row.textContent?.includes('LGPD'))).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect
      .element(page.getByLabelText('Search params'))
      .toHaveTextContent(/^\?oid=1&pid=1&status=any$/);
    await expect.element(page.getByLabelText('Status')).toHaveValue('');
  });

  it('opens a shared filtered view from its URL', async () => {
    await open('/page?oid=1&pid=1&status=unverified&sort=received');
    await expect.element(page.getByLabelText('Status')).toHaveValue('unverified');
    await expect.poll(() => references().length).toBeGreaterThan(0);
    for (const row of rows()) expect(row.textContent).toContain('Awaiting verification');
    await expect
      .element(page.getByRole('columnheader', { name: /^Received/ }))
      .toHaveAttribute('aria-sort', 'descending');
  });

  it('searches by name or e-mail once typing pauses', async () => {
    await open();
    await expect.poll(() => references().length).toBe(25);
    const email = emailOf(rows()[3]);
    expect(email).toMatch(/@example\.com$/);
    // The browser keeps 250 timings at most: emptied, the page's next reads of the inbox all fit.
    performance.clearResourceTimings();
    // Pasted, as people paste an address: one input, so one search once the 300 ms pause has passed.
    await page.getByLabelText('Search by name or e-mail').fill(email);
    await expect.poll(() => references().length).toBe(1);
    expect(rows()[0]?.textContent).toContain(email);
    expect(inboxReads()).toBe(1);
    await expect
      .element(page.getByLabelText('Search params'))
      .toHaveTextContent(`q=${encodeURIComponent(email).replace(/%20/g, '+')}`);
  });

  it('keeps what is typed after a pause, while the first part is searched', async () => {
    await open();
    await expect.poll(() => references().length).toBe(25);
    const email = emailOf(rows()[3]);
    const box = page.getByLabelText('Search by name or e-mail');
    await userEvent.type(box, email.slice(0, 4));
    await expect.element(page.getByLabelText('Search params')).toHaveTextContent(`q=${email.slice(0, 4)}`);
    await userEvent.type(box, email.slice(4));
    await expect.element(box).toHaveValue(email);
    await expect.poll(() => references().length).toBe(1);
  });

  it('follows a link to the inbox with another search', async () => {
    await renderRealPage(
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

  it('says when no request matches the filters', async () => {
    await open('/page?oid=1&pid=1&q=nobody-by-this-name');
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
    // The server's newest first, whatever other test files entered on this server meanwhile.
    const api = await apiAs();
    const [newest] = await api<{ reference: string }[]>('GET', '/dsar/requests/1?sort=received&limit=1');
    await expect.poll(() => references()[0]).toBe(newest?.reference);
    await expect.poll(() => references().length).toBeGreaterThan(1);
  });

  it('assigns the selected requests at once; they leave the unassigned view', async () => {
    await open('/page?oid=1&pid=1&assignee=none');
    await expect.poll(() => references().length).toBeGreaterThan(1);
    const chosen = references().slice(0, 2);
    await tick(new RegExp(`^Select ${chosen[0]} `));
    await tick(new RegExp(`^Select ${chosen[1]} `));
    const bar = page.getByRole('group', { name: 'Actions on 2 requests selected' });
    await bar.getByLabelText('Assign to').selectOptions('Adam Admin');
    await bar.getByRole('button', { name: 'Assign 2 requests' }).click();
    await expect.element(page.getByText('2 requests assigned to Adam Admin.')).toBeVisible();
    await expect.element(bar).not.toBeInTheDocument();
    // The inbox is read again: assigned now, they leave the unassigned view.
    await expect.poll(() => references().some((ref) => chosen.includes(ref))).toBe(false);
  });

  it('enters a request by hand and finds it in the inbox', async () => {
    await open();
    await page.getByRole('button', { name: 'New request' }).click();
    const dialog = page.getByRole('dialog', { name: 'New request' });
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
    await page.getByLabelText('Search by name or e-mail').fill('petra.postbrief');
    await expect.poll(() => references().length).toBe(1);
    expect(rows()[0]?.textContent).toContain('Petra Postbrief');
    expect(rows()[0]?.textContent).toContain('GDPR');
  });
});
