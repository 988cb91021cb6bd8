/**
 * Consent Tracking's log and record detail (issue 14, item 4): filters, keyset paging without repeats,
 * a record's proof whose link stops holding once its row is altered, tenancy, and the log's index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licensedCompany } from '../cookie-consent/licence.ts';
import type { CompanyAccount } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { appendRecords, daysAgo, isoDaysAgo, uuidOf } from './records.ts';

let server: TestServer;
let alpha: CompanyAccount;
let beta: CompanyAccount;
const REVISIT = uuidOf(990_001);

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0 });
  alpha = await licensedCompany(server, 'Tracking Alpha');
  beta = await licensedCompany(server, 'Tracking Beta');
  const { db } = server.running.deps;
  await appendRecords(db, alpha.propertyId, [
    { at: daysAgo(40), country: 'FR' },
    { at: daysAgo(5), choice: 'reject_all', country: 'US', region: 'US-CA', gpc: true },
    {
      at: daysAgo(4),
      choice: 'custom',
      country: 'US',
      region: 'US-NY',
      device: 'mobile',
      consentId: REVISIT,
    },
    ...Array.from({ length: 20 }, (_, i) => ({ at: daysAgo(3, i), country: i % 2 ? 'DE' : 'AT' })),
    { at: daysAgo(1), choice: 'accept_all', country: 'US', region: 'US-NY', consentId: REVISIT },
    { at: daysAgo(1), choice: 'reject_all', country: null },
  ]);
  await appendRecords(db, beta.propertyId, [{ at: daysAgo(1) }]);
});
afterAll(() => server?.close());

const get = async (path: string, token = alpha.token) => {
  const res = await fetch(`${server.url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
};
const log = (query = '', token?: string) => get(`/consents/tracking/${alpha.propertyId}${query}`, token);

describe('the consent log', () => {
  it('lists the last 30 days newest first, by default', async () => {
    const { status, body } = await log();
    expect(status).toBe(200);
    expect(body.response).toHaveLength(24);
    const times = body.response.map((r: { recorded_at: string; seq: number }) => [r.recorded_at, r.seq]);
    expect(times).toEqual([...times].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1)));
    expect(body.response.at(-1).seq).toBe(2);
  });

  it('takes a range, and refuses a reversed or longer than 366 days one naming the field', async () => {
    const all = await log(`?from=${isoDaysAgo(60)}&to=${isoDaysAgo(0)}`);
    expect(all.body.response).toHaveLength(25);
    const reversed = await log(`?from=${isoDaysAgo(1)}&to=${isoDaysAgo(3)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.details[0]).toMatchObject({ in: 'query', field: 'to' });
    const long = await log(`?from=2024-01-01&to=2025-01-02`);
    expect(long.status).toBe(400);
    expect(long.body.error.details[0]).toMatchObject({ in: 'query', field: 'to' });
  });

  it('filters by state, by country (its states included), choice, category and GPC', async () => {
    const seqs = async (q: string) => (await log(q)).body.response.map((r: { seq: number }) => r.seq);
    expect(await seqs('?region=US-CA')).toEqual([2]);
    expect(await seqs('?region=US')).toEqual([24, 3, 2]);
    expect(await seqs('?choice=reject_all')).toEqual([25, 2]);
    expect(await seqs('?category=analytics&choice=custom')).toEqual([3]);
    expect((await seqs('?category=marketing')).length).toBe(21);
    expect(await seqs('?gpc=true')).toEqual([2]);
    expect((await seqs('?gpc=false')).length).toBe(23);
    const bad = await log('?region=Germany');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toMatchObject({ in: 'query', field: 'region' });
  });

  it('pages by keyset: every record once, in order; a foreign cursor is a 400 naming after', async () => {
    const whole = (await log('?limit=200')).body;
    expect(whole.page.next).toBeNull();
    const seen: number[] = [];
    let after: string | null = null;
    do {
      const page: any = (await log(`?limit=5${after ? `&after=${after}` : ''}`)).body;
      expect(page.response.length).toBeLessThanOrEqual(5);
      seen.push(...page.response.map((r: { seq: number }) => r.seq));
      after = page.page.next;
    } while (after);
    expect(seen).toEqual(whole.response.map((r: { seq: number }) => r.seq));
    expect(new Set(seen).size).toBe(seen.length);
    const foreign = Buffer.from(JSON.stringify(['alpha', 1])).toString('base64url');
    const res = await log(`?after=${foreign}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ in: 'query', field: 'after' });
  });

  it("answers 404 for another company's property", async () => {
    expect((await log('', beta.token)).status).toBe(404);
    expect((await get(`/consents/tracking/${alpha.propertyId}/1`, beta.token)).status).toBe(404);
    expect((await get(`/consents/trackingbyfilter/${alpha.propertyId}`, beta.token)).status).toBe(404);
  });

  it('reads the log through its index (no sequential scan)', async () => {
    const { db } = server.running.deps;
    await db.raw('SET enable_seqscan = off');
    const plan = await db.raw(
      `EXPLAIN SELECT * FROM consent_records WHERE property_id = ? AND recorded_at >= ? AND recorded_at < ?
       ORDER BY recorded_at DESC, seq DESC LIMIT 51`,
      [alpha.propertyId, daysAgo(30, 0), daysAgo(-1, 0)],
    );
    await db.raw('RESET enable_seqscan');
    const text = (plan.rows as Array<Record<string, string>>).map((r) => Object.values(r)[0]).join('\n');
    expect(text).toMatch(/consent_records_default_property_id_recorded_at_seq_idx|consent_records_log/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});

describe('a record with its proof', () => {
  it('gives the record, its link, the canonical JSON, a holding link and the consent id history', async () => {
    const { status, body } = await get(`/consents/tracking/${alpha.propertyId}/24`);
    expect(status).toBe(200);
    const d = body.response;
    expect(d.record).toMatchObject({ seq: 24, consent_id: REVISIT, choice: 'accept_all' });
    expect(d.link.seq).toBe(24);
    expect(JSON.parse(d.canonical)).toEqual(d.record);
    expect(d.link_valid).toBe(true);
    expect(d.history.map((r: { seq: number }) => r.seq)).toEqual([24, 3]);
    const first = await get(`/consents/tracking/${alpha.propertyId}/1`);
    expect(first.body.response.link.prev_hash).toBe('0'.repeat(64));
    expect(first.body.response.link_valid).toBe(true);
  });

  it('shows the link broken once the row is altered, and the next link broken once a hash is', async () => {
    const { db } = server.running.deps;
    await db('consent_records')
      .where({ property_id: alpha.propertyId, seq: 10 })
      .update({ choice: 'reject_all' });
    expect((await get(`/consents/tracking/${alpha.propertyId}/10`)).body.response.link_valid).toBe(false);
    expect((await get(`/consents/tracking/${alpha.propertyId}/11`)).body.response.link_valid).toBe(true);
    await db('consent_records')
      .where({ property_id: alpha.propertyId, seq: 12 })
      .update({ hash: 'f'.repeat(64) });
    expect((await get(`/consents/tracking/${alpha.propertyId}/13`)).body.response.link_valid).toBe(false);
  });

  it('answers 404 for a seq the property does not have', async () => {
    expect((await get(`/consents/tracking/${alpha.propertyId}/999`)).status).toBe(404);
    // Beta's only record is its seq 1: alpha's seq 26 does not exist.
    expect((await get(`/consents/tracking/${beta.propertyId}/2`, beta.token)).status).toBe(404);
  });
});

describe('filter options', () => {
  it('offers the days, countries and regions seen, the categories by name and the banner versions', async () => {
    const { status, body } = await get(`/consents/trackingbyfilter/${alpha.propertyId}`);
    expect(status).toBe(200);
    const o = body.response;
    expect(o.first_day).toBe(isoDaysAgo(40));
    expect(o.last_day).toBe(isoDaysAgo(1));
    expect(o.countries).toEqual(['AT', 'DE', 'FR', 'US', 'ZZ']);
    expect(o.regions).toEqual(['AT', 'DE', 'FR', 'US-CA', 'US-NY']);
    expect(Array.isArray(o.categories)).toBe(true);
    expect(o.banner_versions).toEqual([]);
  });
});
