import { createHash } from 'node:crypto';
import type { ApiClient, Schemas } from '@privacy-portal/sdk';
import { CONSENT_EXPORT_UPGRADE } from '@privacy-portal/sdk/cookie-consent';
import { describe, expect, it } from 'vitest';
import {
  alterConsentRecord,
  DEMO_EMAILS,
  DEMO_IDS,
  demoLedger,
  emptyConsentLog,
  FIXTURES_NOW,
  recorded,
  setCookieConsentTier,
} from '../src/index.ts';
import { setupMockApi, useConformingApi } from './support.ts';

const api = setupMockApi();
const NOW = new Date(FIXTURES_NOW);
const path = { propId: DEMO_IDS.store };
/** The records of the recorded demo ledger (every one of the last 90 days). */
const DEMO_RECORDS = demoLedger().length;
const WIDE = { from: '2026-08-01', to: '2026-11-24' };

const { login, conform } = useConformingApi(api, NOW);
const owner = (): Promise<ApiClient> => login(DEMO_EMAILS.owner);

type Query = Record<string, string | number | boolean>;
async function allRecords(client: ApiClient, query: Query = {}) {
  const seen: Schemas['ConsentRecord'][] = [];
  let after: string | undefined;
  for (;;) {
    const { data } = await client.GET('/consents/tracking/{propId}', {
      params: { path, query: { ...WIDE, ...query, limit: 100, ...(after ? { after } : {}) } },
    });
    seen.push(...(data?.response ?? []));
    after = data?.page.next ?? undefined;
    if (!after) return seen;
  }
}

describe('the consent log', () => {
  it('pages Demo Store’s chain newest first, by key, without repeats', async () => {
    const client = await owner();
    const first = await client.GET('/consents/tracking/{propId}', { params: { path } });
    // An unrecorded query pages the whole recorded ledger, 50 to a page (filters are the server's).
    expect(first.data?.page.limit).toBe(50);
    expect(first.data?.response).toHaveLength(50);
    const all = await allRecords(client);
    expect(all).toHaveLength(DEMO_RECORDS);
    expect(new Set(all.map((r) => r.seq)).size).toBe(all.length);
    expect(all.map((r) => r.seq)).toEqual([...all.map((r) => r.seq)].sort((a, b) => b - a));
  });

  // Filters, searches and the range's limit are the server's SQL: ConsentTrackingPage.server.test.tsx.

  it('offers the days, regions, categories and banner versions it holds', async () => {
    const client = await owner();
    const { data } = await client.GET('/consents/trackingbyfilter/{propId}', { params: { path } });
    expect(data).toEqual(
      recorded('/consents/trackingbyfilter/{propId}', `/consents/trackingbyfilter/${DEMO_IDS.store}`),
    );
  });
});

describe('the proof', () => {
  it("gives a record's canonical JSON, whose SHA-256 after the previous hash is its hash", async () => {
    const client = await owner();
    const { data } = await client.GET('/consents/tracking/{propId}/{seq}', {
      params: { path: { ...path, seq: 152 } },
    });
    const detail = data?.response as Schemas['ConsentRecordDetail'];
    expect(detail.link_valid).toBe(true);
    const hash = createHash('sha256').update(detail.link.prev_hash).update(detail.canonical).digest('hex');
    expect(hash).toBe(detail.link.hash);
    const previous = await client.GET('/consents/tracking/{propId}/{seq}', {
      params: { path: { ...path, seq: 151 } },
    });
    expect(detail.link.prev_hash).toBe(previous.data?.response.link.hash);
    expect(detail.history.every((r) => r.consent_id === detail.record.consent_id)).toBe(true);
  });

  it('shows a broken link and a chain check stops at an altered record', async () => {
    alterConsentRecord(api.state, 120);
    const client = await owner();
    const { data } = await client.GET('/consents/tracking/{propId}/{seq}', {
      params: { path: { ...path, seq: 120 } },
    });
    expect(data?.response.link_valid).toBe(false);
    const started = await client.POST('/consents/ledger/{propId}/verify', { params: { path } });
    expect(started.response.status).toBe(202);
    const id = started.data?.response.id as string;
    let job: Schemas['LedgerVerification'] | undefined;
    for (let i = 0; i < 10 && job?.status !== 'succeeded'; i++) {
      job = (
        await client.GET('/consents/ledger/{propId}/verify/{jobId}', {
          params: { path: { ...path, jobId: id } },
        })
      ).data?.response;
    }
    expect(job).toMatchObject({
      status: 'succeeded',
      checked: 120,
      first_broken: { seq: 120, reason: 'hash_mismatch' },
    });
  });

  it('checks an intact chain to the end, a step per read', async () => {
    const client = await owner();
    const started = await client.POST('/consents/ledger/{propId}/verify', { params: { path } });
    const jobId = started.data?.response.id as string;
    const states: string[] = [];
    let job: Schemas['LedgerVerification'] | undefined;
    while (job?.status !== 'succeeded' && states.length < 10) {
      job = (
        await client.GET('/consents/ledger/{propId}/verify/{jobId}', { params: { path: { ...path, jobId } } })
      ).data?.response;
      states.push(`${job?.status} ${job?.checked}`);
    }
    expect(states.length).toBeGreaterThanOrEqual(4);
    expect(job).toMatchObject({ checked: DEMO_RECORDS, total: DEMO_RECORDS, first_broken: null });
  });
});

describe('exports', () => {
  it('exports the log as CSV in a job', async () => {
    const client = await owner();
    const body = { ...WIDE, region: 'DE', gpc: false };
    const started = await client.POST('/consents/export/{propId}', { params: { path }, body });
    expect(started.response.status).toBe(202);
    const jobId = started.data?.response.id as string;
    let job: Schemas['ConsentExport'] | undefined;
    for (let i = 0; i < 10 && job?.status !== 'succeeded'; i++)
      job = (await client.GET('/consents/export/{propId}/{jobId}', { params: { path: { ...path, jobId } } }))
        .data?.response;
    expect(job?.file_name).toBe('consent-records-2026-08-01-to-2026-11-24.csv');
    const download = await client.GET('/consents/export/{propId}/{jobId}/download', {
      params: { path: { ...path, jobId } },
      parseAs: 'text',
    });
    const lines = (download.data as string).trim().split('\r\n');
    expect(lines[0]).toMatch(/^seq,recorded_at,consent_id,choice,/);
    expect(lines).toHaveLength((job?.total ?? 0) + 1);
  });

  it('refuses an export on the free plan and a download before the end', async () => {
    setCookieConsentTier(api.state, 'free');
    const client = await owner();
    const refused = await client.POST('/consents/export/{propId}', { params: { path }, body: {} });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.error).toMatchObject({ code: 'upgrade_required', message: CONSENT_EXPORT_UPGRADE });
    setCookieConsentTier(api.state, 'basic');
    const started = await client.POST('/consents/export/{propId}', { params: { path }, body: {} });
    const early = await client.GET('/consents/export/{propId}/{jobId}/download', {
      params: { path: { ...path, jobId: started.data?.response.id as string } },
    });
    expect(early.response.status).toBe(409);
  });

  it('answers an empty log for a property without records', async () => {
    emptyConsentLog(api.state);
    const client = await owner();
    const { data } = await client.GET('/consents/tracking/{propId}', { params: { path } });
    expect(data).toEqual({ response: [], page: { next: null, limit: 50 } });
    const options = await client.GET('/consents/trackingbyfilter/{propId}', { params: { path } });
    expect(options.data?.response).toMatchObject({ first_day: null, last_day: null, regions: [] });
  });
});

describe('the public API the embed calls', () => {
  it('gives the published banner and its details, contract-shaped', async () => {
    const client = conform(api.client());
    const config = await client.GET('/public/cookie-consent/{propertyId}/config', {
      params: { path: { propertyId: DEMO_IDS.store }, query: { lang: 'de' } },
    });
    expect(config.data?.response).toMatchObject({ property_id: DEMO_IDS.store, version: 2 });
    expect(config.data?.response.categories.map((c) => c.key)).toContain('necessary');
    const details = await client.GET('/public/cookie-consent/{propertyId}/details', {
      params: { path: { propertyId: DEMO_IDS.store } },
    });
    expect(details.data?.response.categories.length).toBeGreaterThan(0);
    const none = await client.GET('/public/cookie-consent/{propertyId}/config', {
      params: { path: { propertyId: DEMO_IDS.otherProperty } },
    });
    expect(none.response.status).toBe(404);
  });

  it('chains a visitor’s choice and gives its receipt, which verifies', async () => {
    const client = conform(api.client());
    const consentId = '0b6f7a52-3c1e-4d0a-9a55-7d1e2b8f4c11';
    const sent = await client.POST('/public/cookie-consent/{propertyId}/consents', {
      params: { path: { propertyId: DEMO_IDS.store } },
      body: {
        consent_id: consentId,
        banner_version: 2,
        choice: 'reject_all',
        granted: ['necessary'],
        denied: ['functional', 'analytics', 'marketing'],
        gpc: false,
        page_url: 'https://store.demo.test/',
      },
    });
    expect(sent.response.status).toBe(201);
    expect(sent.data?.response.seq).toBe(DEMO_RECORDS + 1);
    const receipt = await client.GET('/public/cookie-consent/{propertyId}/consents/{consentId}/receipt', {
      params: { path: { propertyId: DEMO_IDS.store, consentId } },
    });
    const [entry] = receipt.data?.response.records ?? [];
    const { canonicalJson } = await import('../src/index.ts');
    const hash = createHash('sha256')
      .update(entry?.link.prev_hash ?? '')
      .update(canonicalJson(entry?.record))
      .digest('hex');
    expect(hash).toBe(sent.data?.response.hash);
  });
});
