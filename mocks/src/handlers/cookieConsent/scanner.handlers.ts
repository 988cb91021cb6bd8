import type { Schemas } from '@privacy-portal/sdk';
import { MAX_SCHEDULES, nextRunAt, ruleMatches, SCAN_PAGE_LIMIT } from '@privacy-portal/sdk/cookie-consent';
import type { HttpHandler } from 'msw';
import { cookieConsentScope, requireFeature } from '../../cookieConsent/access.ts';
import { presentLogin, presentSchedule } from '../../cookieConsent/present.ts';
import {
  activeScan,
  advanceScan,
  isActive,
  presentScanJob,
  SCAN_LIMIT_MESSAGE,
  SCAN_RUNNING_MESSAGE,
  scanAvailability,
} from '../../cookieConsent/scan.ts';
import { onPropertyDomain, registrableDomain } from '../../cookieConsent/site.ts';
import type { MockScanJob } from '../../cookieConsent/state.ts';
import { fieldError, MockApiError } from '../../errors.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';

const WRITE = 'run cookie scans';
/** The password that the mock site refuses, so that a story can show a failed login check. */
export const MOCK_REFUSED_SCAN_PASSWORD = 'wrong-password';

const newestFirst = (j: MockScanJob) => [j.created_at, j.id];
const cookieKey = (c: { name: string; domain: string; path: string; type: string }) =>
  `${c.type}|${c.name}|${c.domain.replace(/^\./, '')}|${c.path}`;

/**
 * Tag Cookie scanner: scans (each read of the scanner status, the last scan or a running job's details
 * moves a running scan one step, see cookieConsent/scan.ts), schedules and scan behind login.
 */
export function scannerHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const cc = state.cookieConsent;
  const jobsOf = (pid: number) => cc.scans.list((j) => j.property_id === pid);
  const jobInPath = (pid: number, id: string) =>
    found(
      cc.scans.find((j) => j.property_id === pid && j.id === Number(id)),
      'Scan job',
    );
  const newest = (jobs: MockScanJob[]) =>
    jobs.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
  const scheduleInPath = (pid: number, id: string) =>
    found(
      cc.schedules.find((s) => s.property_id === pid && s.id === Number(id)),
      'Scan schedule',
    );
  const details = (pid: number, job: MockScanJob): Schemas['ScanJobDetails'] => {
    const patterns = cc.rules.list((r) => r.property_id === pid).map((r) => r.pattern);
    const inventory = new Map(cc.cookies.list((c) => c.property_id === pid).map((c) => [cookieKey(c), c.id]));
    return {
      job: presentScanJob(job),
      findings: job.result.findings.map((f) => ({ ...f, cookie_id: inventory.get(cookieKey(f)) ?? null })),
      pages: job.result.pages,
      scripts: job.result.scripts.map((s) => ({
        ...s,
        blocked: patterns.some((p) => ruleMatches(p, s.url)),
      })),
    };
  };

  return [
    http.post('/start-cookie-scanning/{orgId}/{propId}', async ({ request, params, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      const pid = property.property_id;
      const text = await request.text();
      const body: Schemas['ScanStart'] = text ? JSON.parse(text) : {};
      const startUrl = body.url ?? property.url;
      if (!onPropertyDomain(startUrl, property.url))
        throw fieldError(
          'url',
          `must be on the property's domain (${registrableDomain(new URL(property.url).hostname)})`,
        );
      const behindLogin = body.behind_login ?? false;
      if (behindLogin) {
        requireFeature(tier, 'scan_behind_login', 'behind_login');
        if (!cc.logins.get(pid))
          throw fieldError('behind_login', 'needs the scan-behind-login settings saved first');
      }
      // As the server: the month's scans are counted first, then one scan at a time.
      if (scanAvailability(state, pid, tier).available === 0)
        throw new MockApiError(409, 'limit_reached', SCAN_LIMIT_MESSAGE);
      if (activeScan(state, pid)) throw new MockApiError(409, 'scan_running', SCAN_RUNNING_MESSAGE);
      const pageLimit = SCAN_PAGE_LIMIT[tier];
      const job = cc.scans.create((id) => ({
        id,
        property_id: pid,
        status: 'queued',
        trigger: 'manual',
        start_url: startUrl,
        max_pages: Math.min(body.max_pages ?? pageLimit, pageLimit),
        three_state: body.three_state ?? true,
        behind_login: behindLogin,
        pages_total: 0,
        pages_done: 0,
        cookies_found: 0,
        new_cookies: 0,
        violations: 0,
        error: null,
        created_at: nowIso(state),
        started_at: null,
        finished_at: null,
        schedule_id: null,
        result: { findings: [], pages: [], scripts: [] },
      }));
      return response(202).json({ response: presentScanJob(job) });
    }),
    http.get('/scan-jobs/{orgId}/{propId}', ({ request, params, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { orgId: params.orgId, propId: params.propId });
      const page = cc.scans.page(query, {
        filter: (j) => j.property_id === property.property_id,
        key: newestFirst,
        desc: true,
      });
      return response(200).json({ ...page, response: page.response.map(presentScanJob) });
    }),
    http.get('/scan-job-details/{pid}/{id}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid });
      const job = jobInPath(property.property_id, params.id);
      advanceScan(state, job);
      return response(200).json({ response: details(property.property_id, job) });
    }),
    http.post('/scan-job-details/{pid}/{id}/cancel', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid, write: WRITE });
      const job = jobInPath(property.property_id, params.id);
      if (!isActive(job))
        throw new MockApiError(
          409,
          'conflict',
          `The scan has already ${job.status === 'completed' ? 'completed' : 'stopped'}.`,
        );
      // What it found so far (its pages) is kept.
      Object.assign(job, { status: 'cancelled', finished_at: nowIso(state) });
      return response(200).json({ response: presentScanJob(job) });
    }),
    http.get('/last-cookie-scan-job/{propId}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propId });
      const job = newest(jobsOf(property.property_id));
      if (job) advanceScan(state, job);
      return response(200).json({ response: job ? presentScanJob(job) : null });
    }),
    http.get('/scannerstatus/{orgId}/{propId}', ({ request, params, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
      });
      const pid = property.property_id;
      const running = activeScan(state, pid);
      if (running) advanceScan(state, running);
      const current = activeScan(state, pid);
      const last = newest(jobsOf(pid).filter((j) => !isActive(j)));
      return response(200).json({
        response: {
          state: current?.status === 'running' ? 'running' : current ? 'queued' : 'idle',
          current: current ? presentScanJob(current) : null,
          last: last ? presentScanJob(last) : null,
          available: scanAvailability(state, pid, tier),
          schedules: cc.schedules.list((s) => s.property_id === pid).length,
          max_pages: SCAN_PAGE_LIMIT[tier],
        },
      });
    }),

    http.get('/schedule-scanjob/{pid}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid });
      const rows = cc.schedules.list((s) => s.property_id === property.property_id);
      return response(200).json({ response: rows.map((s) => presentSchedule(state, s)) });
    }),
    http.post('/schedule-scanjob/{pid}', async ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid, write: WRITE });
      const pid = property.property_id;
      if (cc.schedules.list((s) => s.property_id === pid).length >= MAX_SCHEDULES)
        throw new MockApiError(
          409,
          'limit_reached',
          `A property can have at most ${MAX_SCHEDULES} scheduled scans`,
        );
      const body = await request.json();
      const hour = body.hour ?? 2;
      const row = cc.schedules.create((id) => ({
        id,
        property_id: pid,
        frequency: body.frequency,
        hour,
        three_state: body.three_state ?? true,
        enabled: body.enabled ?? true,
        next_run_at: nextRunAt(body.frequency, hour, state.now()).toISOString(),
        last_run_at: null,
      }));
      return response(201).json({ response: presentSchedule(state, row) });
    }),
    http.put('/schedule-scanjob/{pid}/{id}', async ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid, write: WRITE });
      const row = scheduleInPath(property.property_id, params.id);
      const body = await request.json();
      const hour = body.hour ?? 2;
      Object.assign(row, {
        frequency: body.frequency,
        hour,
        three_state: body.three_state ?? true,
        enabled: body.enabled ?? true,
        next_run_at: nextRunAt(body.frequency, hour, state.now()).toISOString(),
      });
      return response(200).json({ response: presentSchedule(state, row) });
    }),
    http.delete('/schedule-scanjob/{pid}/{id}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid, write: WRITE });
      cc.schedules.remove(scheduleInPath(property.property_id, params.id).id);
      return response(204).empty();
    }),

    http.get('/scanner/sbl/{propid}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propid });
      const login = cc.logins.get(property.property_id);
      return response(200).json({ response: login ? presentLogin(login) : null });
    }),
    http.delete('/scanner/sbl/{propid}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.propid, write: WRITE });
      cc.logins.remove(property.property_id);
      return response(204).empty();
    }),
    http.put('/scanner/update/sbl/{propid}', async ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, {
        propId: params.propid,
        write: WRITE,
        feature: 'scan_behind_login',
      });
      const pid = property.property_id;
      const body = await request.json();
      if (!onPropertyDomain(body.login_url, property.url))
        throw fieldError(
          'login_url',
          `must be on the property's domain (${registrableDomain(new URL(property.url).hostname)})`,
        );
      const existing = cc.logins.get(pid);
      if (body.password === undefined && !existing)
        throw fieldError('password', 'is required the first time');
      const values = {
        login_url: body.login_url,
        username_selector: body.username_selector,
        password_selector: body.password_selector,
        submit_selector: body.submit_selector,
        username: body.username,
        password: body.password ?? existing?.password ?? '',
        updated_at: nowIso(state),
      };
      const login = existing
        ? Object.assign(existing, values)
        : cc.logins.create(() => ({ property_id: pid, ...values }));
      return response(200).json({ response: presentLogin(login) });
    }),
    http.post('/sbl/validate_login', async ({ request, response }) => {
      const { pid } = await request.json();
      const { property } = cookieConsentScope(ctx, request, {
        propId: pid,
        write: 'check the scan login',
        feature: 'scan_behind_login',
      });
      const login = cc.logins.get(property.property_id);
      const result: Schemas['ScanLoginResult'] = !login
        ? { ok: false, message: 'Save the login settings first.' }
        : login.password === MOCK_REFUSED_SCAN_PASSWORD
          ? {
              ok: false,
              message:
                'The site still shows the login form after submitting: check the username, the password and the selectors.',
            }
          : {
              ok: true,
              message: `Logged in at ${login.login_url}: the page after submitting has no login form.`,
            };
      return response(200).json({ response: result });
    }),
  ];
}
