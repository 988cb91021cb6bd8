import { createApiClient, type ErrorAction, memoryTokenStore } from '@privacy-portal/sdk';
import { quickStartMachine } from '@privacy-portal/sdk/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function clientWithCatalogue(token: string | null) {
  const actions: ErrorAction[] = [];
  const api = createApiClient({
    baseUrl: `${server.url}/api/v1`,
    tokens: memoryTokenStore(token),
    onErrorAction: (action) => actions.push(action),
  });
  return { api, actions };
}

describe('the sdk client against the real server', () => {
  it('raises the unauthorized dialog with the server text when a view-only user writes', async () => {
    const { token } = await server.login('viewer@demo.test');
    const { api, actions } = clientWithCatalogue(token);
    const orgs = (await api.GET('/organizations')).data?.response ?? [];
    const res = await api.POST('/property/{orgId}', {
      params: { path: { orgId: orgs[0]?.id as number } },
      body: { property_name: 'Nope', url: 'https://nope.demo.test' },
    });
    expect(res.response.status).toBe(403);
    expect(actions).toEqual([
      { kind: 'unauthorizedDialog', message: res.error?.error.message, statuscode: 403 },
    ]);
    expect(res.error?.error.message).toContain('is not authorized');
  });

  it('logs out on an invalid token and leaves a failed login to the login page', async () => {
    const { api, actions } = clientWithCatalogue('not-a-token');
    await api.GET('/user');
    expect(actions[0]).toMatchObject({ kind: 'logout', next: 'login', statuscode: 401 });
    const anon = clientWithCatalogue(null);
    const res = await anon.api.POST('/login', {
      body: { email: 'owner@demo.test', password: 'wrong-password' },
    });
    expect(res.error?.error.code).toBe('invalid_credentials');
    expect(anon.actions).toEqual([
      { kind: 'logout', next: 'return', message: 'Incorrect email or password', statuscode: 401 },
    ]);
  });

  it('hands validation errors to the caller without any app action', async () => {
    const { token } = await server.login('owner@demo.test');
    const { api, actions } = clientWithCatalogue(token);
    const res = await api.POST('/organizations', { body: { orgname: '' } });
    expect(res.error?.error.details?.[0]).toMatchObject({ field: 'orgname', reason: 'must not be empty' });
    expect(actions).toEqual([]);
  });
});

describe('the quick-start machine with its default actors', () => {
  it('loads from the server, saves a completed link and dismisses', async () => {
    const { token } = await server.login('admin@demo.test');
    const api = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens: memoryTokenStore(token) });
    const actor = createActor(quickStartMachine, { input: { api, oid: 1 } }).start();
    await waitFor(actor, (s) => s.matches({ panel: 'open' }));
    actor.send({ type: 'CLICK_LINK', linkid: 1 });
    await expect
      .poll(
        async () =>
          (await api.GET('/quickstart')).data?.response.sections[0]?.quicklinks[0]?.isactualbtnclicked,
      )
      .toBe(true);
    // The save writes the list, then the visited links: wait for the second write too.
    await expect
      .poll(async () => (await api.GET('/user')).data?.response.quickstart_visited_links)
      .toEqual([1]);
    actor.send({ type: 'DISMISS' });
    await waitFor(actor, (s) => s.matches({ panel: 'dismissed' }));
    expect((await api.GET('/quickstart')).data?.response.isdismissed).toBe(true);
    actor.stop();
  });
});
