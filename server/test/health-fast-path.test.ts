// The health fast path's TLS-only headers behind a trusted proxy, and a failing database answered
// in the one error shape (the fast path hands that case to the full path).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthFastPath } from '../src/http/health-fast-path.ts';
import { HEALTH_PING_REUSE_MS } from '../src/modules/system/system.handlers.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server?.close());

describe('GET /health on the fast path', () => {
  it('writes no request line for a passing check at the default level; at debug it does', async () => {
    for (const level of ['info', 'debug']) {
      const lines: Array<{ msg: string; path?: string }> = [];
      const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
      const fast = healthFastPath({
        path: '/api/v1/health',
        trustProxy: false,
        logger,
        answer: async () => ({ status: 200, body: { response: { status: 'ok' } } }),
      });
      const probe = createServer((req, res) => {
        if (!fast(req, res, () => res.writeHead(500).end())) res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = probe.address() as AddressInfo;
        expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
      } finally {
        await new Promise((resolve) => probe.close(resolve));
      }
      const requestLines = lines.filter((l) => l.msg === 'request');
      expect(requestLines, level).toHaveLength(level === 'debug' ? 1 : 0);
    }
  });

  it('sends HSTS only when a trusted proxy says https, and the API security headers either way', async () => {
    const https = await fetch(`${server.url}/api/v1/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    const http = await fetch(`${server.url}/api/v1/health`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
    for (const res of [https, http]) {
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
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
