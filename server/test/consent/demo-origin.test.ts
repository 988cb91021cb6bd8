/**
 * A .test property (the demo's) also takes consents from this server's own origin, where the demo shop
 * is served. That origin is the configured APP_URL: the request's Host header is the sender's to
 * choose, so a forged Host matching a forged Origin must not pass.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../support/contract-cases.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';

const APP_URL = 'https://portal.example.org';

let server: TestServer;
let storeId: number;

beforeAll(async () => {
  server = await startTestServer({ appUrl: APP_URL });
  storeId = (await demoIds(server.running.deps.db)).storeId;
});
afterAll(() => server?.close());

interface Answer {
  status: number;
  allowOrigin: string | undefined;
  body: string;
}

/** A raw request (fetch will not send a Host of our choosing). */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const url = new URL(`${server.url}/api/v1${path}`);
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          allowOrigin: res.headers['access-control-allow-origin'] as string | undefined,
          body: text,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const submission = () =>
  JSON.stringify({
    consent_id: randomUUID(),
    banner_version: 2,
    choice: 'accept_all',
    granted: ['necessary', 'functional', 'analytics', 'marketing'],
    denied: [],
    gpc: false,
    page_url: `${APP_URL}/demo/store`,
  });

const recorded = async () =>
  Number(
    (await server.running.deps.db('consent_records').where({ property_id: storeId }).count('* as n'))[0]?.n,
  );

// text/plain is the beacon the embed sends (answered by the fast path); application/json the full path.
describe.each(['text/plain;charset=UTF-8', 'application/json'])('a consent sent as %s', (type) => {
  const post = (origin: string, host?: string) =>
    send(
      'POST',
      `/public/cookie-consent/${storeId}/consents`,
      { 'content-type': type, origin, ...(host ? { host } : {}) },
      submission(),
    );

  it('is refused from another site that forges the Host header to match its Origin', async () => {
    const before = await recorded();
    const res = await post('https://evil.example', 'evil.example');
    expect(res.status, res.body).toBe(403);
    expect(JSON.parse(res.body).error.code).toBe('forbidden');
    expect(res.allowOrigin).toBeUndefined();
    expect(await recorded()).toBe(before);
  });

  it("is refused from the server's address as the request names it when that is not APP_URL", async () => {
    const res = await post(new URL(server.url).origin);
    expect(res.status, res.body).toBe(403);
  });

  it('is recorded from the APP_URL origin (the demo shop)', async () => {
    const before = await recorded();
    const res = await post(APP_URL);
    expect(res.status, res.body).toBe(201);
    expect(res.allowOrigin).toBe(APP_URL);
    expect(await recorded()).toBe(before + 1);
  });
});

describe('the preflight of a consent', () => {
  const preflight = (origin: string, host?: string) =>
    send('OPTIONS', `/public/cookie-consent/${storeId}/consents`, {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
      ...(host ? { host } : {}),
    });

  it('allows no forged origin, whatever the Host header says', async () => {
    const res = await preflight('https://evil.example', 'evil.example');
    expect(res.status).toBe(204);
    expect(res.allowOrigin).toBeUndefined();
  });

  it('allows the APP_URL origin', async () => {
    expect((await preflight(APP_URL)).allowOrigin).toBe(APP_URL);
  });
});
