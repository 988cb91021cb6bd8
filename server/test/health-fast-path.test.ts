// The health fast path's TLS-only headers behind a trusted proxy, and a failing database answered
// in the one error shape (the fast path hands that case to the full path).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTH_PING_REUSE_MS } from '../src/modules/system/system.handlers.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server?.close());

describe('GET /health on the fast path', () => {
  it('sends HSTS and upgrade-insecure-requests only when a trusted proxy says https', async () => {
    const https = await fetch(`${server.url}/api/v1/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(https.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const http = await fetch(`${server.url}/api/v1/health`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
    expect(http.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    // The last test of the file: the server's database goes away.
    await server.running.deps.db.destroy();
    // Past the reuse of the last good ping, so the next check asks the (failing) database.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + HEALTH_PING_REUSE_MS);
    try {
      const res = await fetch(`${server.url}/api/v1/health`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: { code: string; request_id: string } };
      expect(body.error.code).toBe('internal_error');
      expect(body.error.request_id).toBe(res.headers.get('x-request-id'));
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      vi.useRealTimers();
    }
  });
});
