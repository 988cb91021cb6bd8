import { recorded, setCookieConsentTier } from '@privacy-portal/mocks';
import type { Schemas } from '@privacy-portal/sdk';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { CookieScannerPage } from '../../src/modules/cookieConsent/scanner/CookieScannerPage.tsx';
import { type PageOptions, renderPage } from '../support/renderPage.tsx';

// Demo Store (organization 1, property 1): Professional Cookie Consent, two finished scans (the second
// a three-state one in which DoubleClick's IDE is still set after 'Reject all'), a weekly schedule. A
// scan runs on the server's workers: here the status answers it running once the page started it, then
// what the recording says (`finish`), or the scan stopped once the page cancelled it.
const open = (options: PageOptions = {}) =>
  renderPage(<CookieScannerPage />, { path: '/page', url: '/page?oid=1&pid=1', ...options });

function scanning(finish: 'after one poll' | 'when cancelled') {
  const idle = recorded('/scannerstatus/{orgId}/{propId}', '/scannerstatus/1/1').response;
  const job = {
    ...idle.last,
    id: 3,
    trigger: 'manual',
    status: 'running',
    pages_done: 13,
    finished_at: null,
  };
  let phase: 'before' | 'running' | 'over' = 'before';
  let polls = 0;
  const status = (response: Schemas['ScannerStatus']) => HttpResponse.json({ response });
  return [
    http.post('/api/v1/start-cookie-scanning/:orgId/:propId', () => {
      phase = 'running';
    }),
    http.post('/api/v1/scan-job-details/:pid/:id/cancel', () => {
      phase = 'over';
    }),
    http.get('/api/v1/scannerstatus/:orgId/:propId', () => {
      if (phase === 'running' && finish === 'after one poll' && ++polls > 1) phase = 'over';
      if (phase === 'before') return undefined;
      if (phase === 'running')
        return status({ ...idle, state: 'running', current: job as Schemas['ScanJob'] });
      if (finish === 'after one poll') return status(idle);
      return status({ ...idle, last: { ...job, status: 'cancelled' } as Schemas['ScanJob'] });
    }),
  ];
}

const SCAN_MS = 15_000;
const dialog = () => page.getByRole('dialog');
const limitMessage =
  'You have exceeded cookie scan limit for this month. For more details Manage subscription or upgrade plan';

describe('CookieScannerPage', () => {
  it('starts a three-state scan, shows its progress while polling, and opens what it found', async () => {
    const { requests } = await open({ handlers: scanning('after one poll') });
    const card = page.getByRole('region', { name: 'Scanner' });
    await expect.element(card.getByText('Idle')).toBeVisible();
    await expect
      .element(card.getByRole('checkbox', { name: 'Also check after Reject all and with GPC' }))
      .toBeChecked();
    await card.getByRole('button', { name: 'Start scan' }).click();
    const bar = page.getByRole('progressbar', { name: 'Scanning pages' });
    await expect.element(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\d+ of \d+ pages$/));
    await expect.element(card.getByRole('button', { name: 'Start scan' })).toBeDisabled();
    await expect.element(page.getByText(/^The scan is done: /), { timeout: SCAN_MS }).toBeVisible();
    await expect.element(bar).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('tab', { name: /^Violations \(\d+\)$/ }))
      .toHaveAttribute('aria-selected', 'true');
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/v1/start-cookie-scanning/1/1',
      body: { three_state: true, behind_login: false },
    });
    // Polled while the scan ran, then no more.
    const polls = requests.filter((r) => r.path === '/api/v1/scannerstatus/1/1').length;
    expect(polls).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(requests.filter((r) => r.path === '/api/v1/scannerstatus/1/1').length).toBe(polls);
  });

  it('stops a running scan once the user confirms', async () => {
    const { requests } = await open({ handlers: scanning('when cancelled') });
    await page.getByRole('button', { name: 'Start scan' }).click();
    await page.getByRole('button', { name: 'Cancel scan' }).click();
    await page
      .getByRole('alertdialog', { name: 'Stop this scan?' })
      .getByRole('button', { name: 'Stop the scan' })
      .click();
    await expect.element(page.getByText('The scan was stopped; what it found so far is kept.')).toBeVisible();
    expect(requests.some((r) => /^\/api\/v1\/scan-job-details\/1\/\d+\/cancel$/.test(r.path))).toBe(true);
  });

  it("shows the month's limit refusal in the spec's words, with the way to the plans", async () => {
    await open({
      handlers: [
        http.post('/api/v1/start-cookie-scanning/1/1', () =>
          HttpResponse.json({ error: { code: 'limit_reached', message: limitMessage } }, { status: 409 }),
        ),
      ],
    });
    await page.getByRole('button', { name: 'Start scan' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(limitMessage);
    await expect
      .element(page.getByRole('link', { name: 'See plans' }))
      .toHaveAttribute(
        'href',
        expect.stringMatching(/^\/settings\/billing\/pricing\?plan_type=0&cycle=monthly/),
      );
  });

  it("blocks a violation's script under the cookie's category from the scan's details", async () => {
    // The recorded demo's open violation: DoubleClick's IDE, still set after 'Reject all'.
    const { requests } = await open();
    const rows = page.getByRole('button', { name: /^Details of the scan of/ });
    // Newest first: the three-state scan.
    await rows.first().click();
    await expect
      .element(page.getByRole('tab', { name: /^Violations/ }))
      .toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Block this script, which sets IDE' }).click();
    await expect.element(page.getByText(/now waits until Marketing is accepted\.$/)).toBeVisible();
    await expect.element(page.getByRole('row', { name: /^IDE/ }).getByText('Blocked')).toBeVisible();
    const saved = requests.find((r) => r.path === '/api/v1/cookie-blocking/save-tag-scr/1');
    expect(saved?.body).toMatchObject({
      pattern: 'https://securepubads.g.doubleclick.net/tag/js/gpt.js',
      category_id: 4,
      source: 'scan',
    });
  });

  it('schedules a daily scan, pauses it and deletes it', async () => {
    const { requests } = await open();
    await page.getByRole('button', { name: 'Schedule a scan' }).click();
    await dialog().getByText('Daily').click();
    await dialog().getByRole('button', { name: /At/ }).click();
    await page.getByRole('option', { name: '14:00 UTC' }).click();
    await dialog().getByRole('button', { name: 'Schedule scan' }).click();
    await expect.element(page.getByText('Daily at 14:00 UTC: saved.')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      frequency: 'daily',
      hour: 14,
      three_state: true,
      enabled: true,
    });
    await page.getByRole('switch', { name: 'Daily at 14:00 UTC: active' }).click({ force: true });
    await expect.element(page.getByText('Daily at 14:00 UTC: paused.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Daily at 14:00 UTC' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete schedule' }).click();
    await expect.element(page.getByText('Daily at 14:00 UTC: deleted.')).toBeVisible();
    await expect.element(page.getByText('Daily at 14:00 UTC', { exact: true })).not.toBeInTheDocument();
  });

  it('saves the scan-behind-login settings without ever showing the password, and tests them', async () => {
    // The check logs in with a real browser on the server: its answer, as the contract shapes it.
    const worked = { ok: true, message: 'Logged in: the page after submitting has no login form.' };
    const { requests } = await open({
      handlers: [http.post('/api/v1/sbl/validate_login', () => HttpResponse.json({ response: worked }))],
    });
    const form = page.getByRole('form', { name: 'Scan behind login' });
    await form
      .getByRole('textbox', { name: 'Login page', exact: true })
      .fill('https://store.demo.test/account/login');
    await form.getByRole('textbox', { name: 'Username field', exact: true }).fill('#email');
    await form.getByRole('textbox', { name: 'Password field', exact: true }).fill('#password');
    await form.getByRole('textbox', { name: 'Submit button', exact: true }).fill('button[type=submit]');
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill('scanner@store.demo.test');
    await form.getByLabelText(/^Password\*?$/).fill('s3cret-pass');
    await form.getByRole('button', { name: 'Save login' }).click();
    await expect
      .element(page.getByText('The login settings are saved; the password is stored encrypted.'))
      .toBeVisible();
    await expect.element(form.getByText('A password is stored')).toBeVisible();
    await expect.element(form.getByLabelText(/^Password\*?$/)).toHaveValue('');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ password: 's3cret-pass' });
    expect(JSON.stringify(requests.filter((r) => r.method === 'GET'))).not.toContain('s3cret');
    await form.getByRole('button', { name: 'Test login' }).click();
    await expect.element(form.getByText(/^The login (worked|failed)$/)).toBeVisible();
    expect(requests.find((r) => r.path === '/api/v1/sbl/validate_login')?.body).toEqual({ pid: 1 });
  });

  it('offers scan behind login only from the essentials plan up', async () => {
    await open({ prepare: (state) => setCookieConsentTier(state, 'basic') });
    const notice = page.getByRole('region', { name: 'Scan behind login: upgrade needed' });
    await expect
      .element(notice.getByText('Scan behind login comes with the Essentials plan and above.'))
      .toBeVisible();
    await expect.element(page.getByRole('form', { name: 'Scan behind login' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('checkbox', { name: 'Log in first' })).not.toBeInTheDocument();
  });

  it('shows a member who may only read the scanner without its controls', async () => {
    await open({ as: 'viewer@demo.test' });
    await expect.element(page.getByRole('region', { name: 'Scanner' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Start scan' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Schedule a scan' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Save login' })).not.toBeInTheDocument();
  });
});
