import { allPages, pageQuery } from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_IDS } from '../src/index.ts';
import { raw, setupMockApi } from './support.ts';

const api = setupMockApi();

/** The recorded organizations list replaced by `count` rows in name order (a scenario's data). */
function recordOrganizations(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    cID: DEMO_IDS.company,
    orgname: `Organization ${String(i).padStart(4, '0')}`,
    description: '',
    country: '',
    org_license_id: null,
    org_license_assigned: false,
    properties: [],
    created_at: '2026-11-21T09:30:00.000Z',
    updated_at: '2026-11-21T09:30:00.000Z',
  }));
  api.state.answers.set('/organizations', { response: rows, page: { next: null, limit: 200 } });
  return rows.map((r) => r.orgname);
}

describe('the mocks page recorded lists as the server pages its lists', () => {
  it('GET /organizations: pages of at most limit that together hold every recorded row once, in order', async () => {
    const recorded = recordOrganizations(452);
    const owner = await api.loginAs(DEMO_EMAILS.owner);
    const sizes: number[] = [];
    const all = await allPages(async (after) => {
      const result = await owner.GET('/organizations', { params: { query: pageQuery(after) } });
      sizes.push(result.data?.response.length ?? -1);
      return result;
    });
    expect(sizes).toEqual([200, 200, 52]);
    const names = (all.data?.response ?? []).map((o) => o.orgname);
    expect(names).toEqual(recorded);

    const first = await owner.GET('/organizations');
    expect(first.data?.response).toHaveLength(50);
    expect(first.data?.page.limit).toBe(50);
    expect(first.data?.response.map((o) => o.orgname)).toEqual(names.slice(0, 50));
  });

  it('refuses a limit above 200 and a cursor the list did not issue, naming the field', async () => {
    const login = await raw('post', '/login', {
      body: { email: DEMO_EMAILS.owner, password: 'Demo-Password-1' },
    });
    const bearer = (login.body as { response: { token: string } }).response.token;
    const tooMany = await raw('get', '/organizations?limit=201', { token: bearer });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('"field":"limit"');
    const foreign = await raw('get', '/organizations?after=bm90LWpzb24', { token: bearer });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({
      error: { code: 'validation_failed', details: [{ in: 'query', field: 'after' }] },
    });
  });
});
