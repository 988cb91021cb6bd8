// The cost of the request path in database round trips (not in time: the machine's load would make
// a timed test flaky), and that the shortcuts taken for speed keep revocation immediate.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTH_PING_REUSE_MS, systemHandlers } from '../src/modules/system/system.handlers.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The SQL statements run while `work` runs. */
async function queriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const listener = (q: { sql: string }) => sql.push(q.sql);
  server.running.deps.db.on('query', listener);
  try {
    await work();
  } finally {
    server.running.deps.db.off('query', listener);
  }
  return sql;
}

describe('the request path', () => {
  it('reads the session and its user in one query, then from the session cache', async () => {
    const { api } = await server.login('owner@demo.test');
    const get = async () => {
      const res = await api.GET('/user');
      expect(res.response.status).toBe(200);
      expect(res.data?.response.email).toBe('owner@demo.test');
    };
    expect(await queriesDuring(get)).toHaveLength(1);
    expect(await queriesDuring(get)).toHaveLength(0);
  });

  it('asks the database again once the last ping is a second old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { getHealth } = systemHandlers(server.running.deps);
      const first = await queriesDuring(() => getHealth({} as never));
      vi.setSystemTime(Date.now() + HEALTH_PING_REUSE_MS - 1);
      const within = await queriesDuring(() => getHealth({} as never));
      vi.setSystemTime(Date.now() + 1);
      const after = await queriesDuring(() => getHealth({} as never));
      expect([first.length, within.length, after.length]).toEqual([1, 0, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers health checks that arrive together with one ping', async () => {
    const { getHealth } = systemHandlers(server.running.deps);
    const sql = await queriesDuring(async () => {
      const replies = await Promise.all(Array.from({ length: 20 }, () => getHealth({} as never)));
      for (const reply of replies) expect(reply.status).toBe(200);
    });
    expect(sql).toHaveLength(1);
  });

  it('refuses a token at once after sign-out, though its signature was checked before', async () => {
    const { token, api } = await server.login('owner@demo.test');
    expect((await api.GET('/user')).response.status).toBe(200);
    expect((await api.POST('/logout')).response.status).toBe(204);
    const again = await fetch(`${server.url}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(again.status).toBe(401);
  });

  it('refuses a token whose signature was changed, after the genuine one was accepted', async () => {
    const { token, api } = await server.login('owner@demo.test');
    expect((await api.GET('/user')).response.status).toBe(200);
    const [head, body, sig] = token.split('.') as [string, string, string];
    const forged = `${head}.${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await fetch(`${server.url}/api/v1/user`, { headers: { authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
  });

  it('reaches an operation the same by the path lookup and by the router (slash, letter case, HEAD)', async () => {
    // GET /user is answered by the lookup ahead of the router; the spellings the router also takes
    // (a trailing slash, another letter case) still reach the same operation through it.
    const { token } = await server.login('owner@demo.test');
    const auth = { authorization: `Bearer ${token}` };
    const bodies: unknown[] = [];
    for (const path of ['/api/v1/user', '/api/v1/user/', '/api/v1/USER']) {
      const res = await fetch(`${server.url}${path}`, { headers: auth });
      expect(res.status, path).toBe(200);
      bodies.push(await res.json());
    }
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    const head = await fetch(`${server.url}/api/v1/user`, { method: 'HEAD', headers: auth });
    expect(head.status).toBe(200);
    // Another method on the same path is still a 405 naming the allowed ones.
    const other = await fetch(`${server.url}/api/v1/user`, { method: 'DELETE', headers: auth });
    expect(other.status).toBe(405);
    expect(other.headers.get('allow')).toContain('GET');
  });

  it('answers GET /health on the fast path with the headers of the full path', async () => {
    // HEAD takes the full (Koa) path, GET the fast one: the same headers either way.
    const headersOf = async (method: string, extra: Record<string, string> = {}) => {
      const res = await fetch(`${server.url}/api/v1/health`, { method, headers: extra });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      const h = Object.fromEntries(res.headers);
      for (const name of ['date', 'x-request-id', 'content-length', 'connection', 'keep-alive'])
        delete h[name];
      return h;
    };
    const fast = await headersOf('GET');
    expect(fast).toEqual(await headersOf('HEAD'));
    expect(fast['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(fast['strict-transport-security']).toBeUndefined();
    expect(fast['cache-control']).toBe('no-store');
    // Without TRUST_PROXY a forwarded https does not count, on either path.
    expect(await headersOf('GET', { 'x-forwarded-proto': 'https' })).toEqual(fast);
    const id = 'health-check-0123456789';
    const res = await fetch(`${server.url}/api/v1/health`, { headers: { 'x-request-id': id } });
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(await res.json()).toMatchObject({ response: { status: 'ok' } });
  });

  it('answers GET /user on the fast path with the body and headers of the full path; refusals go the full way', async () => {
    const { token } = await server.login('owner@demo.test');
    const auth = { authorization: `Bearer ${token}` };
    const read = async (path: string, headers: Record<string, string> = auth) => {
      const res = await fetch(`${server.url}${path}`, { headers });
      const h = Object.fromEntries(res.headers);
      for (const name of ['date', 'x-request-id', 'connection', 'keep-alive']) delete h[name];
      return {
        status: res.status,
        headers: h,
        body: (await res.json()) as {
          response: { email: string };
          error: { code: string; request_id: string };
        },
      };
    };
    // /api/v1/user/ (a trailing slash) is the router's: the full path, as a baseline.
    const fast = await read('/api/v1/user');
    const full = await read('/api/v1/user/');
    expect(fast.status).toBe(200);
    expect(fast.body).toEqual(full.body);
    expect(fast.headers).toEqual(full.headers);
    expect(fast.body.response.email).toBe('owner@demo.test');
    // No token, a bad one, a registration token: the one error shape, from the full path.
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }] as Array<
      Record<string, string>
    >) {
      const refused = await read('/api/v1/user', headers);
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBeTruthy();
      expect(refused.body.error.request_id).toBeTruthy();
    }
    // Logged out: refused at once, on the fast path too (the session cache is cleared by the write).
    expect(
      (await fetch(`${server.url}/api/v1/logout`, { method: 'POST', headers: auth })).status,
    ).toBeLessThan(300);
    expect((await read('/api/v1/user')).status).toBe(401);
  });
});
