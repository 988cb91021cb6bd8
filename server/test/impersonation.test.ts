/**
 * Impersonation: staff mint a single-use token (not a session), /login/impersonate exchanges it once
 * for a read-only session; every refused write, the start and the end are in the audit log.
 */
import { listOperations } from '@privacy-portal/openapi/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from './support/contract-cases.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

const reason = 'Ticket 4711: the blog is missing from the switcher';
let server: TestServer;
let viewerId = 0;
let staffId = 0;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.running.deps.db;
  viewerId = (await db('users').where({ email: 'viewer@demo.test' }).first('id')).id;
  staffId = (await db('users').where({ email: 'staff@demo.test' }).first('id')).id;
});
afterAll(() => server?.close());
afterEach(() => {
  vi.useRealTimers();
});

async function mint(userId = viewerId) {
  const { api: staff } = await server.login('staff@demo.test');
  const res = await staff.POST('/impersonation', { body: { user_id: userId, reason } });
  expect(res.response.status).toBe(200);
  return res.data?.response as { token: string; expires_at: string; user: { email: string } };
}

async function impersonationSession(): Promise<string> {
  const { token } = await mint();
  const res = await server.client().POST('/impersonation/session', { body: { token } });
  expect(res.response.status).toBe(200);
  return res.data?.response.token as string;
}

const audit = (action: string) =>
  server.running.deps.db('audit_log').where({ action, subject_user_id: viewerId }).orderBy('id');

describe('the impersonation token', () => {
  it('is minted for 15 minutes by platform staff, audited with the reason, and is not a session', async () => {
    const before = (await audit('impersonation.token_issued')).length;
    const started = Date.now();
    const minted = await mint();
    const expires = Date.parse(minted.expires_at);
    expect(expires).toBeGreaterThan(started);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60 * 1000);
    expect(minted.user).toMatchObject({ email: 'viewer@demo.test', impersonated_by: 'staff@demo.test' });
    // Pasted as a bearer token it opens nothing.
    expect((await server.client(minted.token).GET('/user')).response.status).toBe(401);

    const issued = await audit('impersonation.token_issued');
    expect(issued).toHaveLength(before + 1);
    expect(issued.at(-1)).toMatchObject({ actor_user_id: staffId, subject_user_id: viewerId });
    expect(issued.at(-1).meta).toMatchObject({ reason });
  });

  it('shows who it acts as without being used', async () => {
    const { token } = await mint();
    for (let i = 0; i < 2; i++) {
      const preview = await server.client().POST('/impersonation/preview', { body: { token } });
      expect(preview.response.status).toBe(200);
      expect(preview.data?.response.user).toMatchObject({
        uid: viewerId,
        email: 'viewer@demo.test',
        impersonated_by: 'staff@demo.test',
      });
    }
    expect((await server.client().POST('/impersonation/session', { body: { token } })).response.status).toBe(
      200,
    );
  });

  it('opens a 15-minute impersonation session once; a replay is refused in plain words', async () => {
    const { token } = await mint();
    const first = await server.client().POST('/impersonation/session', { body: { token } });
    expect(first.response.status).toBe(200);
    const session = first.data?.response.token as string;
    expect(session).not.toBe(token);
    expect(Date.parse(first.data?.response.expires_at as string)).toBeLessThanOrEqual(
      Date.now() + 15 * 60 * 1000,
    );
    const me = await server.client(session).GET('/user');
    expect(me.data?.response).toMatchObject({
      uid: viewerId,
      email: 'viewer@demo.test',
      role: 'Organization View only',
      impersonated_by: 'staff@demo.test',
    });
    const started = (await audit('impersonation.started')).at(-1);
    expect(started).toMatchObject({ actor_user_id: staffId, subject_user_id: viewerId });
    expect(started.meta).toMatchObject({ reason });

    for (const path of ['/impersonation/session', '/impersonation/preview'] as const) {
      const again = await server.client().POST(path, { body: { token } });
      expect(again.response.status).toBe(400);
      expect(again.error?.error).toMatchObject({
        code: 'link_invalid',
        message:
          'This impersonation link has already been used. Ask platform staff for a new impersonation link.',
      });
    }
  });

  it('refuses a session, registration or unknown token, which opens no session', async () => {
    const { token: ownerSession } = await server.login('owner@demo.test');
    const registration = await server.running.deps.tokens.issue(server.running.deps.db, {
      userId: viewerId,
      kind: 'registration',
    });
    for (const token of [ownerSession, registration.token, 'not-a-token']) {
      for (const path of ['/impersonation/session', '/impersonation/preview'] as const) {
        const res = await server.client().POST(path, { body: { token } });
        expect(res.response.status, path).toBe(400);
        expect(res.error?.error).toMatchObject({
          code: 'link_invalid',
          message: 'This is not a valid impersonation link. Ask platform staff for a new impersonation link.',
        });
      }
    }
  });

  it('expires after 15 minutes', async () => {
    const { token } = await mint();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60 * 1000 + 1000 });
    const res = await server.client().POST('/impersonation/session', { body: { token } });
    expect(res.response.status).toBe(400);
    expect(res.error?.error.message).toBe(
      'This impersonation link has expired. Ask platform staff for a new impersonation link.',
    );
  });

  it('is refused to a Company Owner, and 404 for an unknown user', async () => {
    const { api: owner } = await server.login('owner@demo.test');
    const refused = await owner.POST('/impersonation', { body: { user_id: viewerId, reason } });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.error.code).toBe('forbidden');
    expect(refused.error?.error.message).toContain('is not authorized');
    const { api: staff } = await server.login('staff@demo.test');
    const unknown = await staff.POST('/impersonation', { body: { user_id: 987654, reason } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error?.error.code).toBe('not_found');
  });
});

describe('an impersonation session', () => {
  const READ_ONLY =
    /^You are viewing the portal as viewer@demo\.test, impersonated by staff@demo\.test: an impersonation can look but not change anything\.$/;

  it('reads what the user sees', async () => {
    const api = server.client(await impersonationSession());
    expect((await api.GET('/organizations')).response.status).toBe(200);
    expect((await api.GET('/get-app-authencation')).response.status).toBe(200);
  });

  it('cannot invite, change the password or two-factor; nothing is written and each attempt is audited', async () => {
    // The owner's session, impersonated: the most a write could do.
    const { token } = await mint(
      (await server.running.deps.db('users').where({ email: 'owner@demo.test' }).first('id')).id,
    );
    const session = (await server.client().POST('/impersonation/session', { body: { token } })).data?.response
      .token as string;
    const api = server.client(session);
    const db = server.running.deps.db;
    const orgs = (await api.GET('/organizations')).data?.response ?? [];

    const invite = await api.POST('/invite/user', {
      body: {
        email: 'smuggled.admin@example.test',
        firstname: 'Smuggled',
        lastname: 'Admin',
        role: 'Organization Administrator',
        organization_ids: [orgs[0]?.id as number],
      },
    });
    expect(invite.response.status).toBe(403);
    expect(invite.error?.error.code).toBe('impersonation_read_only');
    expect(invite.error?.error.message).toMatch(/impersonation can look but not change anything/);
    expect(await db('users').where({ email: 'smuggled.admin@example.test' })).toHaveLength(0);

    const twoFactor = await api.POST('/create-app-authencation');
    expect(twoFactor.response.status).toBe(403);
    expect(twoFactor.error?.error.code).toBe('impersonation_read_only');
    const password = await api.POST('/password/change', {
      body: {
        current_password: 'Demo-Password-1',
        new_password: 'Taken-Over-1',
        confirm_password: 'Taken-Over-1',
      },
    });
    expect(password.response.status).toBe(403);
    expect((await server.login('owner@demo.test')).token).toBeTruthy();

    const refused = await db('audit_log').where({
      action: 'impersonation.write_refused',
      actor_user_id: staffId,
    });
    expect(refused.map((r) => r.meta.operation)).toEqual(
      expect.arrayContaining(['inviteUser', 'createAppAuthentication', 'changePassword']),
    );
  });

  it('is refused every write of the contract but logout and keepalive', async () => {
    const session = await impersonationSession();
    const writes = listOperations().filter(
      (e) =>
        e.method !== 'get' &&
        !e.isPublic &&
        e.operation['x-token'] !== 'registration' &&
        !['logout', 'keepalive'].includes(String(e.operation.operationId)),
    );
    expect(writes.length).toBeGreaterThan(30);
    for (const entry of writes) {
      const res = await fetch(`${server.url}${API_PREFIX}${entry.path.replace(/\{\w+\}/g, '1')}`, {
        method: entry.method.toUpperCase(),
        headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await res.json()) as { error?: { code: string; message: string } };
      expect(res.status, String(entry.operation.operationId)).toBe(403);
      expect(body.error?.code).toBe('impersonation_read_only');
      expect(body.error?.message).toMatch(READ_ONLY);
    }
  });

  it('keeps alive, and ends with logout, which is audited', async () => {
    const session = await impersonationSession();
    const api = server.client(session);
    expect((await api.POST('/keepalive')).response.status).toBe(200);
    expect((await api.POST('/logout')).response.status).toBe(204);
    expect((await api.GET('/user')).response.status).toBe(401);
    const ended = (await audit('impersonation.ended')).at(-1);
    expect(ended).toMatchObject({ actor_user_id: staffId, subject_user_id: viewerId });
  });
});
