// The built portal is sent precompressed (the build writes .br and .gz next to each asset), chosen
// by the browser's Accept-Encoding, with hashed assets cached for a year.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/harness.ts';
import { rawGet } from './support/raw-get.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const dir = mkdtempSync(path.join(tmpdir(), 'pp-portal-'));
let server: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
  const asset = path.join(dir, 'assets', 'index-AbC123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  server = await startTestServer({ portalDir: dir });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with exactly this Accept-Encoding, or none. */
const get = (pathname: string, acceptEncoding?: string) =>
  rawGet(`${server.url}${pathname}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

describe('the portal files', () => {
  it('sends brotli to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.toString()).toBe(SCRIPT);
  });
});
