import { allPages, pageQuery } from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_IDS } from '../src/index.ts';
import { raw, setupMockApi } from './support.ts';

const api = setupMockApi();

/** Adds organizations to the demo company out of name order, in mixed case. */
function addOrganizations(count: number) {
  const words = ['alpha', 'Beta', 'GAMMA', 'delta', 'Epsilon'];
  for (let i = 0; i < count; i++) {
    const n = (i * 7919) % count;
    const orgname = `${words[n % words.length]} ${String(n).padStart(4, '0')}`;
    api.state.organizations.create((id) => ({
      id,
      cID: DEMO_IDS.company,
      orgname,
      description: '',
      country: '',
      org_license_id: null,
      org_license_assigned: false,
      created_at: '2026-11-21T09:30:00.000Z',
      updated_at: '2026-11-21T09:30:00.000Z',
    }));
  }
}

describe('the mocks page lists as the server does', () => {
  it('GET /organizations: pages of at most limit that together hold every organization once, by name', async () => {
    addOrganizations(450);
    const owner = await api.loginAs(DEMO_EMAILS.owner);
    const sizes: number[] = [];
    const all = await allPages(async (after) => {
      const result = await owner.GET('/organizations', { params: { query: pageQuery(after) } });
      sizes.push(result.data?.response.length ?? -1);
      return result;
    });
    expect(sizes).toEqual([200, 200, 52]);
    const names = (all.data?.response ?? []).map((o) => o.orgname);
    expect(new Set(names).size).toBe(452);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));

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
