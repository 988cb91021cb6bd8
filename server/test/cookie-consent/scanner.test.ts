/**
 * The scanner through the API and the job queue, against a local fixture site on loopback
 * (scanner/fixture-sites.ts): a scan runs as a job, reports progress, fills the inventory, compares
 * the three states; scans are counted, one runs at a time, a cancel stops one, a schedule fires, and a
 * private address is refused when the test setting does not allow it.
 */
import type { PlanTier, Schemas } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consume, propertyScope } from '../../src/modules/billing/limits/limits.service.ts';
import { runDueSchedules } from '../../src/modules/cookieConsent/scanner/scan.schedule.ts';
import { type FixtureSite, HOST_RESOLVER_RULES, serveFixtureSite } from '../scanner/fixture-sites.ts';
import type { CompanyAccount } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { licensedCompany } from './licence.ts';

let server: TestServer;
let site: FixtureSite;
let company: CompanyAccount;

/** A new company whose property, at the url, holds Cookie Consent of that tier; on the server of the moment. */
const licensed = (name: string, tier: PlanTier, url: string): Promise<CompanyAccount> =>
  licensedCompany(server, name, { tier, url });

const ids = (a: CompanyAccount) => ({ orgId: a.orgId, propId: a.propertyId });

async function waitForIdle(a: CompanyAccount, timeoutMs = 90_000): Promise<Schemas['ScannerStatus']> {
  const api = server.client(a.token);
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await api.GET('/scannerstatus/{orgId}/{propId}', { params: { path: ids(a) } });
    if (data && data.response.state === 'idle') return data.response;
    if (Date.now() > end) throw new Error(`scan still ${data?.response.state} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

beforeAll(async () => {
  site = await serveFixtureSite({ pages: 3 });
  server = await startTestServer({
    jobPollingSeconds: 0.5,
    scannerAllowPrivate: true,
    scannerHostRules: HOST_RESOLVER_RULES,
  });
  company = await licensed('Scan Corp', 'professional', site.shop);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await site?.close();
});

describe('a three-state scan of the fixture shop', () => {
  let details: Schemas['ScanJobDetails'];

  beforeAll(async () => {
    const api = server.client(company.token);
    // The site owner files the shop's own session and consent cookies as Strictly necessary: what
    // stays after 'Reject all' beside them is a violation.
    const categories = await api.GET('/cookiecategory', { params: { query: { pid: company.propertyId } } });
    const necessary = categories.data?.response.find((c) => c.key === 'necessary')?.id as number;
    for (const name of ['session_id', 'cc_cookie']) {
      const made = await api.POST('/cookie/{orgId}/{propId}', {
        params: { path: ids(company) },
        body: { name, domain: 'shop.test', category_id: necessary, published: true },
      });
      expect(made.response.status).toBe(201);
    }
    const started = await api.POST('/start-cookie-scanning/{orgId}/{propId}', {
      params: { path: ids(company) },
      body: { three_state: true },
    });
    expect(started.response.status).toBe(202);
    expect(started.data?.response.status).toBe('queued');
    const status = await waitForIdle(company);
    expect(status.last?.status).toBe('completed');
    const got = await api.GET('/scan-job-details/{pid}/{id}', {
      params: { path: { pid: company.propertyId, id: status.last?.id as number } },
    });
    details = got.data?.response as Schemas['ScanJobDetails'];
  }, 120_000);

  it('visits the sitemap pages and same-site links, not the robots-disallowed one, and reports every page done', () => {
    const paths = details.pages
      .map((p) => new URL(p.url))
      .map((u) => u.pathname + u.search)
      .sort();
    expect(paths).toEqual(['/', '/about', '/page/1', '/page/2', '/page/3', '/search?q=cookies']);
    expect(details.job.pages_done).toBe(details.job.pages_total);
    expect(details.job.pages_done).toBeGreaterThanOrEqual(paths.length);
  });

  it('finds the cookies with their party, setter and initiating script', () => {
    const cookies = details.findings.filter((f) => f.type === 'cookie');
    const byName = new Map(cookies.map((f) => [f.name, f]));
    expect([...byName.keys()].sort()).toEqual(
      ['IDE', '_ga', 'ad_id', 'cc_cookie', 'prefs', 'session_id', 'sneaky_tracker'].sort(),
    );
    expect(byName.get('session_id')).toMatchObject({ party: 'first', set_by: 'http' });
    expect(byName.get('_ga')).toMatchObject({
      party: 'first',
      set_by: 'script',
      script_url: `${site.shop}/js/analytics.js`,
      category_key: 'analytics',
      states: ['plain'],
    });
    expect(byName.get('IDE')).toMatchObject({
      party: 'third',
      set_by: 'http',
      script_url: `${site.ads}/pixel.js`,
    });
    expect(byName.get('ad_id')?.script_url).toBe(`${site.ads}/pixel.js`);
  });

  it('flags what is still set after Reject all and with GPC, with the script to block', () => {
    const sneaky = details.findings.find((f) => f.name === 'sneaky_tracker');
    expect(sneaky).toMatchObject({ violation: true, script_url: `${site.shop}/js/sneaky.js` });
    expect(sneaky?.states).toEqual(['plain', 'reject', 'gpc']);
    const violations = details.findings.filter((f) => f.violation).map((f) => f.name);
    expect(violations.sort()).toEqual(['sneaky_ls', 'sneaky_tracker']);
    expect(details.job.violations).toBe(2);
    expect(details.scripts.map((s) => s.url)).toContain(`${site.ads}/pixel.js`);
  });

  it('records the findings in the inventory, unpublished and classified', async () => {
    const api = server.client(company.token);
    const { data } = await api.GET('/all-cookie/{orgId}/{propId}', {
      params: { path: ids(company), query: { search: '_ga' } },
    });
    const ga = data?.response.find((c) => c.name === '_ga');
    expect(ga).toMatchObject({
      category_name: 'Analytics',
      published: false,
      source: 'scan',
      party: 'first',
    });
    expect(details.findings.find((f) => f.name === '_ga')?.cookie_id).toBe(ga?.id);
  });
});

describe('scan rules', () => {
  it('runs one scan at a time per property, and a cancel stops it', async () => {
    const api = server.client(company.token);
    const first = await api.POST('/start-cookie-scanning/{orgId}/{propId}', {
      params: { path: ids(company) },
      body: { three_state: false },
    });
    expect(first.response.status).toBe(202);
    const second = await api.POST('/start-cookie-scanning/{orgId}/{propId}', {
      params: { path: ids(company) },
      body: { three_state: false },
    });
    expect(second.response.status).toBe(409);
    expect(second.error?.error.code).toBe('scan_running');
    const id = first.data?.response.id as number;
    const cancelled = await api.POST('/scan-job-details/{pid}/{id}/cancel', {
      params: { path: { pid: company.propertyId, id } },
    });
    expect(cancelled.data?.response.status).toBe('cancelled');
    const status = await waitForIdle(company);
    expect(status.current).toBeNull();
    const again = await api.POST('/scan-job-details/{pid}/{id}/cancel', {
      params: { path: { pid: company.propertyId, id } },
    });
    expect(again.response.status).toBe(409);
  }, 60_000);

  it('counts scans against the plan and refuses one past the limit with the spec message', async () => {
    const basic = await licensed('Basic Scan Corp', 'basic', site.shop);
    const db = server.running.deps.db;
    await consume(db, propertyScope(basic.companyId, basic.propertyId), 'scans', 2);
    const before = await db('scan_jobs')
      .where({ property_id: basic.propertyId })
      .count<{ n: string }[]>('* as n');
    const refused = await server.client(basic.token).POST('/start-cookie-scanning/{orgId}/{propId}', {
      params: { path: ids(basic) },
    });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.error).toMatchObject({
      code: 'limit_reached',
      message:
        'You have exceeded cookie scan limit for this month. For more details Manage subscription or upgrade plan',
    });
    const after = await db('scan_jobs')
      .where({ property_id: basic.propertyId })
      .count<{ n: string }[]>('* as n');
    expect(after).toEqual(before);
  });

  it('refuses a start address off the property and behind-login scans below essentials', async () => {
    const basic = await licensed('Basic Login Corp', 'basic', site.shop);
    const api = server.client(basic.token);
    const off = await api.POST('/start-cookie-scanning/{orgId}/{propId}', {
      params: { path: ids(basic) },
      body: { url: 'https://elsewhere.example/' },
    });
    expect(off.response.status).toBe(400);
    expect(off.error?.error.details?.[0]?.field).toBe('url');
    const login = await api.PUT('/scanner/update/sbl/{propid}', {
      params: { path: { propid: basic.propertyId } },
      body: {
        login_url: `${site.shop}/login`,
        username_selector: '#username',
        password_selector: '#password',
        submit_selector: 'button[type=submit]',
        username: 'demo',
        password: 'secret-password',
      },
    });
    expect(login.response.status).toBe(409);
    expect(login.error?.error.code).toBe('upgrade_required');
  });

  it('keeps the scan-behind-login password sealed and never returns it', async () => {
    const api = server.client(company.token);
    const saved = await api.PUT('/scanner/update/sbl/{propid}', {
      params: { path: { propid: company.propertyId } },
      body: {
        login_url: `${site.shop}/login`,
        username_selector: '#username',
        password_selector: '#password',
        submit_selector: 'button[type=submit]',
        username: 'demo',
        password: 'secret-password',
      },
    });
    expect(saved.data?.response).toMatchObject({ username: 'demo', password_set: true });
    expect(JSON.stringify(saved.data)).not.toContain('secret-password');
    const row = await server.running.deps
      .db('scan_logins')
      .where({ property_id: company.propertyId })
      .first();
    expect(row.password_sealed).not.toContain('secret-password');
    expect(row.password_sealed).toMatch(/^v1:/);
  });

  it('starts a due scheduled scan once, and moves the schedule on', async () => {
    const api = server.client(company.token);
    const created = await api.POST('/schedule-scanjob/{pid}', {
      params: { path: { pid: company.propertyId } },
      body: { frequency: 'weekly', hour: 3, three_state: false },
    });
    expect(created.response.status).toBe(201);
    const next = new Date(created.data?.response.next_run_at as string);
    expect(next.getUTCDay()).toBe(1);
    expect(next.getUTCHours()).toBe(3);
    const db = server.running.deps.db;
    await db('scan_schedules')
      .where({ id: created.data?.response.id })
      .update({ next_run_at: new Date(Date.now() - 60_000) });
    const [a, b] = await Promise.all([
      runDueSchedules(server.running.deps),
      runDueSchedules(server.running.deps),
    ]);
    expect(a + b).toBe(1);
    const job = await db('scan_jobs').where({ property_id: company.propertyId, trigger: 'schedule' }).first();
    expect(job).toBeDefined();
    const schedule = await db('scan_schedules').where({ id: created.data?.response.id }).first();
    expect(new Date(schedule.next_run_at).getTime()).toBeGreaterThan(Date.now());
    await waitForIdle(company);
  }, 90_000);
});

describe('the SSRF guard in production settings', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ jobPollingSeconds: 0.5, scannerAllowPrivate: false });
  }, 60_000);
  afterAll(() => strict?.close());

  it('fails a scan of a private address with the reason, visiting nothing', async () => {
    const previous = server;
    server = strict;
    try {
      const account = await licensed('Intranet Corp', 'professional', site.internal);
      const requestsBefore = site.requests.length;
      const started = await strict.client(account.token).POST('/start-cookie-scanning/{orgId}/{propId}', {
        params: { path: ids(account) },
        body: { three_state: false },
      });
      expect(started.response.status).toBe(202);
      const status = await waitForIdle(account);
      expect(status.last?.status).toBe('failed');
      expect(status.last?.error).toMatch(/127\.0\.0\.1.*(loopback|public)/);
      expect(site.requests.length).toBe(requestsBefore);
    } finally {
      server = previous;
    }
  }, 60_000);
});
