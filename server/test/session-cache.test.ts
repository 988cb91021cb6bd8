// The per-process session cache: an authenticated request after the first costs no query, and every
// change to a user or a session (logout, password change, user update, role change, removal,
// expiry) takes effect on the very next request of a session whose resolution was cached.
import { EventEmitter } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { createSessionCache, SESSION_CACHE_TTL_MS } from '../src/modules/auth/session-cache.ts';
import { JOBS_SCHEMA } from '../src/modules/jobs/jobs.queue.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
let retailId = 0;
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer();
  const { api: owner } = await server.login('owner@demo.test');
  retailId = (await owner.GET('/organizations')).data?.response.find((o) => o.orgname === 'Demo Retail')
    ?.id as number;
  for (const m of (await owner.GET('/team_member')).data?.response ?? []) ids[m.email] = m.uid;
});
afterAll(() => server?.close());
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The queries the request itself runs: the job queue's own polling (pg-boss, schema pgboss) goes on in
 * the background of the same database and is not the request's.
 */
async function queriesDuring(work: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const count = (query: { sql?: string }) => {
    if (!query.sql?.includes(JOBS_SCHEMA)) n++;
  };
  server.running.deps.db.on('query', count);
  try {
    await work();
  } finally {
    server.running.deps.db.off('query', count);
  }
  return n;
}

/** A session whose resolution is in the cache (its last GET /user ran no query). */
async function cachedSession(email: string) {
  const session = await server.login(email);
  expect((await session.api.GET('/user')).response.status).toBe(200);
  expect(await queriesDuring(() => session.api.GET('/user'))).toBe(0);
  return session;
}

describe('the session cache', () => {
  it('answers GET /user from the cache, and reads again after a write to users', async () => {
    const { api } = await cachedSession('owner@demo.test');
    await server.running.deps
      .db('users')
      .where({ email: 'admin@demo.test' })
      .update({ updated_at: new Date() });
    expect(await queriesDuring(() => api.GET('/user'))).toBe(1);
    expect(await queriesDuring(() => api.GET('/user'))).toBe(0);
  });

  it('refuses a session at once after its logout', async () => {
    const { api } = await cachedSession('admin@demo.test');
    expect((await api.POST('/logout')).response.status).toBe(204);
    expect((await api.GET('/user')).response.status).toBe(401);
  });

  it('refuses the other sessions at once after a password change', async () => {
    const other = await cachedSession('orgadmin@demo.test');
    const { api } = await server.login('orgadmin@demo.test');
    const changed = await api.POST('/password/change', {
      body: {
        current_password: DEMO_PASSWORD,
        new_password: 'Other-Password-2',
        confirm_password: 'Other-Password-2',
      },
    });
    expect(changed.response.status).toBe(200);
    expect((await other.api.GET('/user')).response.status).toBe(401);
    expect((await api.GET('/user')).response.status).toBe(200);
  });

  it('shows a user update made through another session on the next request', async () => {
    const cached = await cachedSession('owner@demo.test');
    const { api } = await server.login('owner@demo.test');
    expect(
      (await api.PUT('/user', { body: { firstname: 'Renamed', lastname: 'Owner' } })).response.status,
    ).toBe(200);
    expect((await cached.api.GET('/user')).data?.response.firstname).toBe('Renamed');
  });

  it('shows a role change on the next request of the member', async () => {
    const member = await cachedSession('viewer@demo.test');
    const { api: owner } = await server.login('owner@demo.test');
    const res = await owner.PUT('/team_member/{userId}', {
      params: { path: { userId: ids['viewer@demo.test'] as number } },
      body: { role: 'Organization Administrator', organization_ids: [retailId] },
    });
    expect(res.response.status).toBe(200);
    expect((await member.api.GET('/user')).data?.response.role).toBe('Organization Administrator');
  });

  it('refuses a removed member at once', async () => {
    const member = await cachedSession('viewer@demo.test');
    const { api: owner } = await server.login('owner@demo.test');
    const res = await owner.DELETE('/team_member/{userId}', {
      params: { path: { userId: ids['viewer@demo.test'] as number } },
    });
    expect(res.response.status).toBe(204);
    expect((await member.api.GET('/user')).response.status).toBe(401);
  });

  it('refuses a cached session once it expires, without asking the database', async () => {
    const { api } = await cachedSession('owner@demo.test');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + server.running.deps.config.sessionTtlSeconds * 1000);
    expect((await api.GET('/user')).response.status).toBe(401);
  });
});

describe('createSessionCache', () => {
  const setup = () => {
    const db = new EventEmitter();
    const cache = createSessionCache<string>(db as unknown as Db);
    let loads = 0;
    const read = () => cache.read('token', async () => `value ${++loads}`);
    return { db, read, loads: () => loads };
  };

  it('keeps nothing read while a transaction that wrote users is not committed', async () => {
    const { db, read, loads } = setup();
    db.emit('query', { sql: 'BEGIN;', __knexUid: 'c1', __knexTxId: 'trx1' });
    db.emit('query', { sql: 'update "users" set "role" = $1', __knexUid: 'c1', __knexTxId: 'trx1' });
    await read();
    await read();
    expect(loads()).toBe(2);
    // A savepoint released, then COMMIT sent but not yet known to be done: still nothing kept.
    db.emit('query', { sql: 'RELEASE SAVEPOINT trx2;', __knexUid: 'c1', __knexTxId: 'trx2' });
    await read();
    expect(loads()).toBe(3);
    db.emit('query', { sql: 'COMMIT;', __knexUid: 'c1' });
    await read();
    expect(loads()).toBe(4);
    // The connection runs its next statement: the COMMIT has completed.
    db.emit('query', { sql: 'select 1', __knexUid: 'c1' });
    await read();
    await read();
    expect(loads()).toBe(5);
  });

  it('keeps nothing read while a write to sessions runs, and drops what it had', async () => {
    const { db, read, loads } = setup();
    await read();
    const write = {
      sql: 'update "sessions" set "revoked_at" = now()',
      __knexUid: 'c2',
      __knexQueryUid: 'q1',
    };
    db.emit('query', write);
    await read();
    await read();
    expect(loads()).toBe(3);
    db.emit('query-response', [], write);
    await read();
    await read();
    expect(loads()).toBe(4);
  });

  it('forgets an entry after the TTL (writes of other processes)', async () => {
    const { read, loads } = setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    await read();
    vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS - 1);
    await read();
    vi.setSystemTime(Date.now() + 1);
    await read();
    expect(loads()).toBe(2);
  });
});
