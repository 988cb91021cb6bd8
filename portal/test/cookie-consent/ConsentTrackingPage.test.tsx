import { alterConsentRecord, setCookieConsentTier } from '@privacy-portal/mocks';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ConsentTrackingPage } from '../../src/modules/cookieConsent/tracking/ConsentTrackingPage.tsx';
import { type PageOptions, renderPage } from '../support/renderPage.tsx';

// Demo Store (organization 1, property 1): Professional Cookie Consent and the recorded demo's 152 consent
// records over the last 90 days, chained by SHA-256. A chain check or an export runs on the server's
// workers: here its progress answers it running at the first read and finished at the next.

const ID = '00000000-0000-4000-8000-000000000001';
const STARTED = '2026-11-21T09:30:00.000Z';
const FINISHED = '2026-11-21T09:31:00.000Z';

/** GET `path` answers the job the recording started: running at the first read, `finished` after. */
function job(path: string, running: object, finished: object) {
  let reads = 0;
  return http.get(path, () => HttpResponse.json({ response: reads++ === 0 ? running : finished }));
}

/** The chain check of the demo's 152 records, half way and then intact. */
const checkHandler = () => {
  const check = { id: ID, total: 152, first_broken: null, started_at: STARTED };
  return job(
    '/api/v1/consents/ledger/:propId/verify/:jobId',
    { ...check, status: 'running', done: 76, checked: 76, finished_at: null },
    { ...check, status: 'succeeded', done: 152, checked: 152, finished_at: FINISHED },
  );
};

/** An export half way and then written, with its file. */
const exportHandlers = (file: string) => {
  const started = { id: ID, total: 40, created_at: STARTED };
  return [
    job(
      '/api/v1/consents/export/:propId/:jobId',
      { ...started, status: 'running', done: 20, file_name: null, finished_at: null },
      { ...started, status: 'succeeded', done: 40, file_name: file, finished_at: FINISHED },
    ),
    http.get('/api/v1/consents/export/:propId/:jobId/download', () =>
      HttpResponse.text('seq,consent_id\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    ),
  ];
};

/** The URL's search, shown so that a test can read what the page put there. */
function Search() {
  return <output aria-label="Search params">{useLocation().search}</output>;
}
const open = (options: PageOptions = {}) =>
  renderPage(
    <>
      <ConsentTrackingPage />
      <Search />
    </>,
    { path: '/page', url: '/page?oid=1&pid=1', ...options },
  );

const JOB_MS = 15_000;
const proofButtons = () => page.getByRole('button', { name: /^Proof of record #\d+,/ });
const seqs = () =>
  proofButtons()
    .elements()
    .map((b) => Number(/#(\d+)/.exec(b.getAttribute('aria-label') ?? '')?.[1]));

describe('ConsentTrackingPage', () => {
  it('shows the log newest first and appends the next page without repeats', async () => {
    await open();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Consent Tracking' })).toBeVisible();
    await expect.poll(() => proofButtons().elements().length).toBe(25);
    const first = seqs();
    expect(first).toEqual([...first].sort((a, b) => b - a));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => proofButtons().elements().length).toBe(50);
    const both = seqs();
    expect(new Set(both).size).toBe(50);
    expect(both.slice(0, 25)).toEqual(first);
    expect(Math.min(...first)).toBeGreaterThan(Math.max(...both.slice(25)));
  });

  // Narrowing by region, GPC and choice is the server's SQL: ConsentTrackingPage.server.test.tsx, on the real API.

  it("opens a record's proof with its link verified, by keyboard, and returns the focus", async () => {
    await open();
    await expect.poll(() => proofButtons().elements().length).toBe(25);
    const button = proofButtons().first();
    const seq = seqs()[0];
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: `Proof of record #${seq}` });
    await expect.element(dialog.getByText('Link verified')).toBeVisible();
    await expect
      .element(dialog.getByLabelText('Canonical JSON of the record'))
      .toHaveTextContent(`"seq":${seq}`);
    await expect.element(page.getByLabelText('Search params')).toHaveTextContent(`record=${seq}`);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
  });

  it('shows a broken link on an altered record', async () => {
    await open({
      url: '/page?oid=1&pid=1&from=2020-01-01&to=2020-01-02&record=7',
      prepare: (s) => alterConsentRecord(s, 7),
    });
    await expect
      .element(page.getByRole('dialog', { name: 'Proof of record #7' }).getByText('Link broken'))
      .toBeVisible();
  });

  it('runs the chain check to the end with a progress bar', async () => {
    await open({ handlers: [checkHandler()] });
    await page.getByRole('button', { name: 'Check the chain' }).click();
    await expect
      .element(page.getByRole('progressbar', { name: /Checking the chain|Waiting to check the chain/ }))
      .toBeVisible();
    await expect
      .element(page.getByText('Chain intact: 152 records checked'), { timeout: JOB_MS })
      .toBeVisible();
    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();
  });

  it('exports the filtered log and offers the file', async () => {
    const file = 'consent-records-2026-10-23-to-2026-11-21.csv';
    const { requests } = await open({
      url: '/page?oid=1&pid=1&region=DE',
      handlers: exportHandlers(file),
    });
    await expect
      .element(page.getByText(/^Exports the records the filters show: from .+, in Germany\.$/))
      .toBeVisible();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect
      .element(page.getByRole('progressbar', { name: /Exporting records|Waiting to export/ }))
      .toBeVisible();
    const link = page.getByRole('link', { name: /^Download consent-records-.+\.csv$/ });
    await expect.element(link, { timeout: JOB_MS }).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/v1/consents/export/1',
      body: { region: 'DE' },
    });
    expect(requests.some((r) => /\/download$/.test(r.path))).toBe(true);
  });

  it('shows the upgrade notice for export on the free plan', async () => {
    await open({ prepare: (s) => setCookieConsentTier(s, 'free') });
    await expect
      .element(page.getByRole('region', { name: 'Export of consent records: upgrade needed' }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    // The log and the chain check stay: only the export needs the basic plan.
    await expect.poll(() => proofButtons().elements().length).toBe(25);
    await expect.element(page.getByRole('button', { name: 'Check the chain' })).toBeVisible();
  });

  it('filters by keyboard alone', async () => {
    await open();
    await expect.poll(() => proofButtons().elements().length).toBe(25);
    (page.getByLabelText('Choice').element() as HTMLElement).focus();
    // A closed select changes with the arrow keys.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByLabelText('Search params')).toHaveTextContent('choice=accept_all');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByLabelText('Search params')).toHaveTextContent('choice=reject_all');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByLabelText('Search params')).toHaveTextContent(/^\?oid=1&pid=1$/);
  });
});
