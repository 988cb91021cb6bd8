/**
 * Cookie Consent under parallel requests: the monthly scan limit and the one-scan-at-a-time rule,
 * unique cookies and category names, and a CSV imported twice at once. Each answer is a 2xx or a
 * named 409, never a 5xx, and what is counted or written matches what was answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, propertyScope } from '../../src/modules/billing/limits/limits.service.ts';
import type { CompanyAccount } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { licensedCompany } from './licence.ts';
import { categoryId } from './support.ts';

let server: TestServer;
const PARALLEL = 6;

beforeAll(async () => {
  // No workers: the scans stay queued, so the race is only between the starts.
  server = await startTestServer({ workers: false });
}, 60_000);
afterAll(() => server?.close());

const ids = (a: CompanyAccount) => ({ orgId: a.orgId, propId: a.propertyId });
const statuses = (results: Array<{ response: Response }>) => results.map((r) => r.response.status).sort();
const codes = (results: Array<{ error?: unknown }>) =>
  results.flatMap((r) => ((r.error as { error?: { code: string } })?.error?.code ?? []) as string[]);

describe('in parallel', () => {
  it('starts one scan of many at once, counts only it, and refuses past the monthly limit', async () => {
    const basic = await licensedCompany(server, 'Race Scans', { tier: 'basic' });
    const api = server.client(basic.token);
    const db = server.running.deps.db;
    const scope = propertyScope(basic.companyId, basic.propertyId);
    const start = () =>
      api.POST('/start-cookie-scanning/{orgId}/{propId}', {
        params: { path: ids(basic) },
        body: { three_state: false },
      });

    for (const round of [1, 2]) {
      const results = await Promise.all(Array.from({ length: PARALLEL }, start));
      expect(statuses(results)).toEqual([202, ...Array(PARALLEL - 1).fill(409)]);
      // Round 1 leaves a scan left this month, so the others meet the running scan; round 2 uses the
      // last one, so the others meet the limit first (the count is checked before the row is made).
      expect(codes(results)).toEqual(
        Array(PARALLEL - 1).fill(round === 1 ? 'scan_running' : 'limit_reached'),
      );
      expect((await available(db, scope, 'scans')).used).toBe(round);
      const started = results.find((r) => r.response.status === 202)?.data?.response.id as number;
      const cancelled = await api.POST('/scan-job-details/{pid}/{id}/cancel', {
        params: { path: { pid: basic.propertyId, id: started } },
      });
      expect(cancelled.data?.response.status).toBe('cancelled');
    }

    // Basic allows 2 a month: every start now is refused, none counted, no row made.
    const before = await db('scan_jobs')
      .where({ property_id: basic.propertyId })
      .count<{ n: string }[]>('* as n');
    const refused = await Promise.all(Array.from({ length: PARALLEL }, start));
    expect(statuses(refused)).toEqual(Array(PARALLEL).fill(409));
    expect(codes(refused)).toEqual(Array(PARALLEL).fill('limit_reached'));
    expect((await available(db, scope, 'scans')).used).toBe(2);
    const after = await db('scan_jobs')
      .where({ property_id: basic.propertyId })
      .count<{ n: string }[]>('* as n');
    expect(after).toEqual(before);
  }, 60_000);

  it('creates a cookie once when the same one is added many times at once', async () => {
    const owner = await licensedCompany(server, 'Race Cookies');
    const api = server.client(owner.token);
    const db = server.running.deps.db;
    const analytics = await categoryId(db, owner.propertyId, 'analytics').catch(async () => {
      // The defaults are made on a first read.
      await api.GET('/cookiecategory', { params: { query: { pid: owner.propertyId } } });
      return categoryId(db, owner.propertyId, 'analytics');
    });
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api.POST('/cookie/{orgId}/{propId}', {
          params: { path: ids(owner) },
          body: { name: '_race', domain: '.race.test', category_id: analytics },
        }),
      ),
    );
    expect(statuses(results)).toEqual([201, ...Array(PARALLEL - 1).fill(409)]);
    expect(codes(results)).toEqual(Array(PARALLEL - 1).fill('name_taken'));
    expect(await db('cookies').where({ property_id: owner.propertyId, name: '_race' })).toHaveLength(1);

    const categories = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api.POST('/cookiecategory', { body: { pid: owner.propertyId, name: 'Social media' } }),
      ),
    );
    expect(statuses(categories)).toEqual([201, ...Array(PARALLEL - 1).fill(409)]);
    expect(
      await db('cookie_categories')
        .where({ property_id: owner.propertyId })
        .whereRaw("lower(name) = 'social media'"),
    ).toHaveLength(1);
  }, 60_000);

  it('imports the same CSV twice at once into one set of cookies, without a server error', async () => {
    const owner = await licensedCompany(server, 'Race Import');
    const api = server.client(owner.token);
    const csv = [
      'name,domain,category,duration',
      ...Array.from({ length: 20 }, (_, i) => `c${i},.imp.test,analytics,1 day`),
    ].join('\n');
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        api.POST('/import-cookies-list/{oid}/{pid}', {
          params: { path: { oid: owner.orgId, pid: owner.propertyId } },
          body: { csv },
        }),
      ),
    );
    for (const r of results) expect([201, 409], JSON.stringify(r.error)).toContain(r.response.status);
    expect(results.some((r) => r.response.status === 201)).toBe(true);
    const rows = await server.running.deps.db('cookies').where({ property_id: owner.propertyId });
    expect(rows).toHaveLength(20);
  }, 60_000);
});
