/**
 * Who may read the dev mailbox (it holds reset links, so reading it is taking over accounts), and
 * the TLS-only security headers. The servers listen on every address so that a client of "another
 * machine" can be played honestly: this machine's own non-loopback address is a non-loopback socket.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, get as httpsGet } from 'node:https';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { isLoopbackAddress, mailboxAllowed, mailboxNotice } from '../src/modules/mail/mailbox.access.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

const external = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

const portOf = (server: TestServer) => new URL(server.url).port;
const at = (server: TestServer, host: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`http://${host}:${portOf(server)}${path}`, { headers });

async function sendResetMail(server: TestServer, email: string) {
  const res = await server.client().POST('/password/forgot', { body: { email } });
  expect(res.response.status).toBe(200);
}

describe('the decision', () => {
  it('counts 127.0.0.0/8, ::1 and IPv4-mapped loopback as this machine, nothing else', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['192.0.2.2', '10.0.0.1', '::ffff:10.0.0.1', 'fd00::2', '128.0.0.1', '', undefined])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });

  it('opens the mailbox to loopback by default, to all with open, to none with off or SMTP', () => {
    expect(mailboxAllowed('local', true, '127.0.0.1')).toBe(true);
    expect(mailboxAllowed('local', true, '192.0.2.2')).toBe(false);
    expect(mailboxAllowed('open', true, '192.0.2.2')).toBe(true);
    expect(mailboxAllowed('off', true, '127.0.0.1')).toBe(false);
    expect(mailboxAllowed('open', false, '127.0.0.1')).toBe(false);
  });

  it('says at start where the mailbox is reachable', () => {
    const base = { host: '0.0.0.0', port: 3000, appUrl: 'http://portal.example.test' };
    expect(mailboxNotice({ ...base, devMailbox: 'local' }, true)).toBe(
      'Mail (no SMTP configured): http://localhost:3000/dev/mailbox, from this machine only (DEV_MAILBOX=open opens it)',
    );
    expect(mailboxNotice({ ...base, devMailbox: 'open' }, true)).toContain(
      'http://portal.example.test/dev/mailbox, open to every client',
    );
    expect(mailboxNotice({ ...base, devMailbox: 'off' }, true)).toContain('dev mailbox off');
    expect(mailboxNotice({ ...base, host: '192.0.2.2', devMailbox: 'local' }, true)).toContain('unreachable');
    expect(mailboxNotice({ ...base, devMailbox: 'local' }, false)).toBeNull();
  });
});

describe('DEV_MAILBOX=local (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // TRUST_PROXY on: even then a forwarded address must not open the mailbox.
    server = await startTestServer({ host: '0.0.0.0', trustProxy: true });
    await sendResetMail(server, 'viewer@demo.test');
  });
  afterAll(() => server?.close());

  it('serves the page and the API to a client on this machine', async () => {
    const page = await at(server, '127.0.0.1', '/dev/mailbox');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Reset');
    const api = await at(server, '127.0.0.1', '/api/v1/dev/mailbox?to=viewer@demo.test');
    expect(api.status).toBe(200);
    const list = (await api.json()) as { response: Array<{ id: number; text: string }> };
    expect(list.response[0]?.text).toContain('/resetpswd/');
    expect((await at(server, '127.0.0.1', `/api/v1/dev/mailbox/${list.response[0]?.id}`)).status).toBe(200);
  });

  it.skipIf(!external)('answers 404 to another machine, forwarded-for loopback or not', async () => {
    const host = external as string;
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }] as Record<
      string,
      string
    >[]) {
      const page = await at(server, host, '/dev/mailbox', headers);
      expect(page.status).toBe(404);
      const text = await page.text();
      expect(text).not.toContain('Dev mailbox');
      expect(text).not.toContain('resetpswd');

      const api = await at(server, host, '/api/v1/dev/mailbox', headers);
      expect(api.status).toBe(404);
      const body = (await api.json()) as { error: { code: string } };
      expect(body.error.code).toBe('not_found');
      expect(JSON.stringify(body)).not.toContain('resetpswd');
      expect((await at(server, host, '/api/v1/dev/mailbox/1', headers)).status).toBe(404);
    }
  });
});

describe('DEV_MAILBOX=open and off', () => {
  let open: TestServer;
  let off: TestServer;
  beforeAll(async () => {
    open = await startTestServer({ host: '0.0.0.0', devMailbox: 'open' });
    off = await startTestServer({ devMailbox: 'off' });
  });
  afterAll(async () => {
    await open?.close();
    await off?.close();
  });

  it.skipIf(!external)('open serves it to another machine too', async () => {
    await sendResetMail(open, 'viewer@demo.test');
    expect((await at(open, external as string, '/dev/mailbox')).status).toBe(200);
    expect((await at(open, external as string, '/api/v1/dev/mailbox')).status).toBe(200);
  });

  it('off hides it even from this machine, while mails are still kept', async () => {
    await sendResetMail(off, 'viewer@demo.test');
    expect((await at(off, '127.0.0.1', '/dev/mailbox')).status).toBe(404);
    expect((await at(off, '127.0.0.1', '/api/v1/dev/mailbox')).status).toBe(404);
    const kept = await off.running.deps.db('outbox').where({ to_address: 'viewer@demo.test' });
    expect(kept.length).toBeGreaterThan(0);
  });
});

describe('TLS-only headers', () => {
  const upgrade = 'upgrade-insecure-requests';
  // A page (the API docs): the CSP's upgrade-insecure-requests is a page header.
  const headersOf = async (server: TestServer, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/api/docs`, { headers });
    await res.arrayBuffer();
    return {
      csp: res.headers.get('content-security-policy') ?? '',
      hsts: res.headers.get('strict-transport-security'),
    };
  };

  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await startTestServer();
    proxied = await startTestServer({ trustProxy: true });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('over plain HTTP: no upgrade-insecure-requests and no HSTS, whatever an untrusted header says', async () => {
    for (const sent of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const { csp, hsts } = await headersOf(direct, sent);
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain(upgrade);
      expect(hsts).toBeNull();
    }
    const { csp, hsts } = await headersOf(proxied);
    expect(csp).not.toContain(upgrade);
    expect(hsts).toBeNull();
  });

  it.skipIf(!hasOpenssl)('over TLS on the socket: both', async () => {
    // A throwaway self-signed certificate, made here by the machine's openssl (no network).
    const dir = mkdtempSync(path.join(tmpdir(), 'pp-tls-'));
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(certFile);
    const tls = createHttpsServer(
      { key: readFileSync(keyFile), cert },
      createApp(direct.running.deps).callback(),
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = tls.address() as AddressInfo;
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        httpsGet({ host: '127.0.0.1', port, path: '/api/docs', ca: cert, servername: 'localhost' }, (res) => {
          res.resume();
          resolve(res.headers);
        }).on('error', reject);
      });
      expect(String(headers['content-security-policy'])).toContain(upgrade);
      expect(String(headers['strict-transport-security'])).toMatch(/^max-age=\d+/);
    } finally {
      await new Promise((resolve) => tls.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('over TLS at a trusted proxy: both', async () => {
    const { csp, hsts } = await headersOf(proxied, { 'x-forwarded-proto': 'https' });
    expect(csp).toContain(upgrade);
    expect(csp).toContain("default-src 'self'");
    expect(hsts).toMatch(/^max-age=\d+/);
  });
});
