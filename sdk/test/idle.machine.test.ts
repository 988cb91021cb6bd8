import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createApiClient, memoryTokenStore, type Schemas } from '../src/client.ts';
import { type IdleDelays, idleMachine, selectIdleWarning } from '../src/machines/idle.machine.ts';
import { ApiCallError } from '../src/machines/shared.ts';
import { api } from './support/fixtures.ts';

const SECOND = 1000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets settled actor promises deliver their done events (fake timers do not touch microtasks). */
const flush = () => vi.advanceTimersByTimeAsync(0);

function start(
  options: {
    delays?: Partial<IdleDelays>;
    keepalive?: () => Promise<Schemas['Session']>;
    logout?: () => Promise<void>;
  } = {},
) {
  const log: string[] = [];
  const keepalive = vi.fn(options.keepalive ?? (async () => ({ expires_at: '2030-01-01T00:00:00.000Z' })));
  const logout = vi.fn(async () => {
    log.push('logout call');
    await options.logout?.();
  });
  const storage = { clear: vi.fn(() => log.push('storage cleared')) };
  const machine = idleMachine.provide({
    actors: {
      keepalive: fromPromise(async () => keepalive()),
      logout: fromPromise(async () => logout()),
    },
  });
  const actor = createActor(machine, {
    input: { api, storage, ...(options.delays ? { delays: options.delays } : {}) },
  });
  actor.on('navigate', (e) => log.push(`navigate ${e.to}`));
  actor.on('loggedOut', () => log.push('loggedOut'));
  actor.start();
  const warning = () => selectIdleWarning(actor.getSnapshot());
  return { actor, keepalive, logout, storage, log, warning };
}

describe('idle session machine', () => {
  it('starts active with the spec defaults (25 min, 300 s countdown)', () => {
    const { actor, warning } = start();
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(actor.getSnapshot().context.delays).toEqual({
      inactivity: 1_500_000,
      warning: 300_000,
      keepalive: 180_000,
    });
    expect(warning()).toEqual({ open: false, secondsLeft: 300, inactiveMinutes: 25 });
  });

  describe('inactivity delay', () => {
    it('shows the warning after 1500 s without activity', () => {
      const { warning } = start();
      vi.advanceTimersByTime(1500 * SECOND - 1);
      expect(warning().open).toBe(false);
      vi.advanceTimersByTime(1);
      expect(warning()).toEqual({ open: true, secondsLeft: 300, inactiveMinutes: 25 });
    });

    it('ACTIVITY restarts the inactivity delay', () => {
      const { actor, warning } = start();
      vi.advanceTimersByTime(1000 * SECOND);
      actor.send({ type: 'ACTIVITY' });
      vi.advanceTimersByTime(1499 * SECOND);
      expect(warning().open).toBe(false);
      vi.advanceTimersByTime(SECOND);
      expect(warning().open).toBe(true);
    });
  });

  describe('warning countdown', () => {
    it('counts the seconds left down once a second', () => {
      const { actor, warning } = start();
      vi.advanceTimersByTime(1500 * SECOND);
      vi.advanceTimersByTime(SECOND - 1);
      expect(warning().secondsLeft).toBe(300);
      vi.advanceTimersByTime(1);
      expect(warning().secondsLeft).toBe(299);
      vi.advanceTimersByTime(10 * SECOND);
      expect(warning().secondsLeft).toBe(289);
      vi.advanceTimersByTime(288 * SECOND);
      expect(warning().secondsLeft).toBe(1);
      expect(actor.getSnapshot().matches('warning')).toBe(true);
    });

    it('ignores ACTIVITY while the warning shows', () => {
      const { actor, warning } = start();
      vi.advanceTimersByTime(1500 * SECOND + 5 * SECOND);
      actor.send({ type: 'ACTIVITY' });
      expect(warning()).toMatchObject({ open: true, secondsLeft: 295 });
    });

    it('KEEP_ALIVE closes the warning and restarts the full inactivity delay and countdown', () => {
      const { actor, warning, logout } = start();
      vi.advanceTimersByTime(1500 * SECOND + 100 * SECOND);
      actor.send({ type: 'KEEP_ALIVE' });
      expect(warning().open).toBe(false);
      vi.advanceTimersByTime(1500 * SECOND - 1);
      expect(warning().open).toBe(false);
      vi.advanceTimersByTime(1);
      expect(warning()).toMatchObject({ open: true, secondsLeft: 300 });
      expect(logout).not.toHaveBeenCalled();
    });

    it('KEEP_ALIVE outside the warning changes nothing', () => {
      const { actor, warning } = start();
      vi.advanceTimersByTime(1000 * SECOND);
      actor.send({ type: 'KEEP_ALIVE' });
      vi.advanceTimersByTime(500 * SECOND);
      expect(warning().open).toBe(true);
    });
  });

  describe('timeout', () => {
    it('after 300 s of warning: logs out, then clears storage, goes to /login and emits loggedOut', async () => {
      const { actor, log, storage } = start();
      vi.advanceTimersByTime(1500 * SECOND + 300 * SECOND - 1);
      expect(actor.getSnapshot().matches('warning')).toBe(true);
      vi.advanceTimersByTime(1);
      await flush();
      expect(log).toEqual(['logout call', 'storage cleared', 'navigate /login', 'loggedOut']);
      expect(storage.clear).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('still logs out locally when the logout call fails', async () => {
      const { actor, log } = start({
        logout: async () => {
          throw new ApiCallError(401, 'Invalid token', 'token_invalid');
        },
      });
      vi.advanceTimersByTime(1800 * SECOND);
      await flush();
      expect(log).toEqual(['logout call', 'storage cleared', 'navigate /login', 'loggedOut']);
      expect(actor.getSnapshot().value).toBe('loggedOut');
    });
  });

  describe('keepalive ping', () => {
    it('pings every 180 s while active, and activity does not postpone it', async () => {
      const { actor, keepalive } = start();
      vi.advanceTimersByTime(180 * SECOND - 1);
      expect(keepalive).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      await flush();
      expect(keepalive).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(100 * SECOND);
      actor.send({ type: 'ACTIVITY' });
      await vi.advanceTimersByTimeAsync(80 * SECOND);
      expect(keepalive).toHaveBeenCalledTimes(2);
    });

    it('does not ping while the warning shows, and resumes after KEEP_ALIVE', async () => {
      const { actor, keepalive } = start();
      await vi.advanceTimersByTimeAsync(1500 * SECOND);
      // 180, 360, ..., 1440 s.
      expect(keepalive).toHaveBeenCalledTimes(8);
      await vi.advanceTimersByTimeAsync(299 * SECOND);
      expect(keepalive).toHaveBeenCalledTimes(8);
      actor.send({ type: 'KEEP_ALIVE' });
      await vi.advanceTimersByTimeAsync(180 * SECOND);
      expect(keepalive).toHaveBeenCalledTimes(9);
    });

    it('keeps pinging after a failed ping', async () => {
      const { actor, keepalive } = start({
        keepalive: async () => {
          throw new Error('offline');
        },
      });
      await vi.advanceTimersByTimeAsync(360 * SECOND);
      expect(keepalive).toHaveBeenCalledTimes(2);
      expect(actor.getSnapshot().matches('active')).toBe(true);
    });
  });

  describe('STORED_USER_CHANGED (another tab)', () => {
    it('logs out the same way from active', async () => {
      const { actor, log } = start();
      actor.send({ type: 'STORED_USER_CHANGED' });
      expect(actor.getSnapshot().value).toBe('loggingOut');
      await flush();
      expect(log).toEqual(['logout call', 'storage cleared', 'navigate /login', 'loggedOut']);
    });

    it('logs out the same way from the warning', async () => {
      const { actor, log } = start();
      vi.advanceTimersByTime(1600 * SECOND);
      actor.send({ type: 'STORED_USER_CHANGED' });
      await flush();
      expect(log).toEqual(['logout call', 'storage cleared', 'navigate /login', 'loggedOut']);
    });

    it('a second change while logging out does not log out twice', async () => {
      const { actor, logout, storage } = start();
      actor.send({ type: 'STORED_USER_CHANGED' });
      actor.send({ type: 'STORED_USER_CHANGED' });
      await flush();
      expect(logout).toHaveBeenCalledTimes(1);
      expect(storage.clear).toHaveBeenCalledTimes(1);
    });

    it('no timer runs once logged out', async () => {
      const { actor, keepalive } = start();
      actor.send({ type: 'STORED_USER_CHANGED' });
      await flush();
      await vi.advanceTimersByTimeAsync(3600 * SECOND);
      expect(keepalive).not.toHaveBeenCalled();
      expect(actor.getSnapshot().value).toBe('loggedOut');
    });
  });

  it('every delay can be shortened through input (stories, e2e)', async () => {
    const { warning, keepalive, log } = start({
      delays: { inactivity: 10 * SECOND, warning: 5 * SECOND, keepalive: 3 * SECOND },
    });
    await vi.advanceTimersByTimeAsync(9 * SECOND);
    expect(keepalive).toHaveBeenCalledTimes(3);
    expect(warning().open).toBe(false);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(warning()).toEqual({ open: true, secondsLeft: 5, inactiveMinutes: 0 });
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    expect(warning().secondsLeft).toBe(3);
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(log).toEqual(['logout call', 'storage cleared', 'navigate /login', 'loggedOut']);
  });

  it('the default actors post /keepalive and /logout with the bearer token', async () => {
    const paths: string[] = [];
    const auth: Array<string | null> = [];
    const client = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      tokens: memoryTokenStore('jwt-9'),
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        paths.push(`${request.method} ${new URL(request.url).pathname}`);
        auth.push(request.headers.get('authorization'));
        if (request.url.endsWith('/logout')) return new Response(null, { status: 204 });
        return new Response(JSON.stringify({ response: { expires_at: '2030-01-01T00:00:00.000Z' } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const storage = { clear: vi.fn() };
    const actor = createActor(idleMachine, { input: { api: client, storage } }).start();
    await vi.advanceTimersByTimeAsync(180 * SECOND);
    actor.send({ type: 'STORED_USER_CHANGED' });
    await vi.advanceTimersByTimeAsync(0);
    // The real client (fetch, body parsing) needs a few more microtasks than a provided actor.
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loggedOut'));
    expect(paths).toEqual(['POST /api/v1/keepalive', 'POST /api/v1/logout']);
    expect(auth).toEqual(['Bearer jwt-9', 'Bearer jwt-9']);
    expect(storage.clear).toHaveBeenCalledTimes(1);
  });
});
