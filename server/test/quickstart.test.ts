import { completeLink, type QuickStartSection } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from './support/contract-cases.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('quick start', () => {
  it('seeds the four sections for a user, nothing completed', async () => {
    const { api } = await server.login('admin@demo.test');
    const { data } = await api.GET('/quickstart');
    expect(data?.response.sections.map((s) => s.index)).toEqual([1, 3, 4, 5]);
    expect(data?.response.sections.flatMap((s) => s.quicklinks).some((l) => l.isactualbtnclicked)).toBe(
      false,
    );
    expect(data?.response).toMatchObject({
      isdismissed: false,
      isqstoplink: false,
      quickstart_visited_links: [],
    });
  });

  it('counts Getting Started as done for the demo owner, who registered the demo company', async () => {
    const { api } = await server.login('owner@demo.test');
    const [gettingStarted, ...others] = (await api.GET('/quickstart')).data?.response.sections ?? [];
    expect(gettingStarted?.quicklinks.map((l) => [l.linkid, l.isactualbtnclicked])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    expect(others.flatMap((s) => s.quicklinks).some((l) => l.isactualbtnclicked)).toBe(false);
  });

  it('counts Getting Started as done once the registration made company, organization and property', async () => {
    const account = await createCompany(server, 'Quick Start Registrant');
    const { data } = await server.client(account.token).GET('/quickstart');
    const [gettingStarted, ...others] = data?.response.sections ?? [];
    expect(gettingStarted?.quicklinks.map((l) => [l.linkid, l.isactualbtnclicked])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    expect(others.flatMap((s) => s.quicklinks).some((l) => l.isactualbtnclicked)).toBe(false);
  });

  it('saves completion flags per user, and keeps the product texts whatever the client sends', async () => {
    const { api } = await server.login('owner@demo.test');
    const current = (await api.GET('/quickstart')).data?.response.sections as QuickStartSection[];
    const changed = completeLink(current, 1).map((s) => ({
      ...s,
      quicklinks: s.quicklinks.map((l) => ({ ...l, linkdisplaytext: 'hacked', link: 'https://evil.test' })),
    }));
    const saved = await api.PUT('/quickstart', { body: { sections: changed } });
    const first = saved.data?.response.sections[0]?.quicklinks[0];
    expect(first).toMatchObject({
      linkid: 1,
      isactualbtnclicked: true,
      linkdisplaytext: 'Add Company details',
      link: '/settings/company',
    });
    const again = await api.GET('/quickstart');
    expect(again.data?.response.sections[0]?.quicklinks[0]?.isactualbtnclicked).toBe(true);
    const { api: admin } = await server.login('admin@demo.test');
    expect(
      (await admin.GET('/quickstart')).data?.response.sections[0]?.quicklinks[0]?.isactualbtnclicked,
    ).toBe(false);
  });

  it('applies the load-time correction to a stored list (311 removed, 313 added)', async () => {
    const { api } = await server.login('orgadmin@demo.test');
    const sections = (await api.GET('/quickstart')).data?.response.sections as QuickStartSection[];
    const legacy = [
      {
        index: 2,
        indextext: 'Subscription',
        quicklinks: [{ ...sections[0]!.quicklinks[0]!, linkid: 311, indexid: 2 }],
      },
      { ...sections[1]!, quicklinks: sections[1]!.quicklinks.filter((l) => l.linkid !== 313) },
    ];
    const user = (await api.GET('/user')).data?.response;
    await server.running.deps
      .db('users')
      .where({ id: user?.uid })
      .update({ quickstart_sections: JSON.stringify(legacy) });
    const loaded = (await api.GET('/quickstart')).data?.response.sections ?? [];
    const all = loaded.flatMap((s) => s.quicklinks.map((l) => l.linkid));
    expect(all).not.toContain(311);
    expect(loaded.find((s) => s.index === 3)?.quicklinks.map((l) => l.linkid)).toContain(313);
  });

  it('dismisses and brings back the panel; dismissed lets the top menu host it', async () => {
    const { api } = await server.login('viewer@demo.test');
    const off = await api.POST('/quickstart/dismiss', { body: { is_quickstart_dismissed: true } });
    expect(off.data?.response).toEqual({ quickstart_dismissed: true });
    expect((await api.GET('/quickstart')).data?.response).toMatchObject({
      isdismissed: true,
      isqstoplink: true,
    });
    expect((await api.GET('/user')).data?.response.is_quickstart_dismissed).toBe(true);
    const on = await api.POST('/quickstart/dismiss', { body: { is_quickstart_dismissed: false } });
    expect(on.data?.response.quickstart_dismissed).toBe(false);
  });

  it('records visited links without repeats', async () => {
    const { api } = await server.login('viewer@demo.test');
    const res = await api.POST('/quickstart/visitedlinks', { body: { quickstart_visited_links: [4, 5, 4] } });
    expect(res.data?.response.quickstart_visited_links).toEqual([4, 5]);
    expect((await api.GET('/user')).data?.response.quickstart_visited_links).toEqual([4, 5]);
  });

  it('needs a login', async () => {
    const res = await server.client().GET('/quickstart');
    expect(res.response.status).toBe(401);
  });
});
