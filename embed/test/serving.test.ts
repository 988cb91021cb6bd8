// The server's /embed/v1/ files (server/src/http/embed.ts over the built dist/): the stable consent.js
// briefly cached and revalidated by ETag, hashed chunks immutable, compressed for browsers that ask.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../../server/test/support/raw-get.ts';
import { DIST, type Fixtures, startFixtures } from './support/fixture-server.ts';

let fx: Fixtures;
const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.json'), 'utf8')) as Record<string, string>;

beforeAll(async () => {
  fx = await startFixtures();
});
afterAll(() => fx?.close());

const get = (file: string, headers: Record<string, string> = {}) =>
  rawGet(
    { host: '127.0.0.1', port: fx.port, path: `/embed/v1/${file}` },
    { host: 'portal.test', ...headers },
  );

describe('the embed files', () => {
  it('consent.js: five minutes, then stale while revalidating, with an ETag that answers 304', async () => {
    const res = await get('consent.js', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(brotliDecompressSync(res.body).toString()).toBe(
      readFileSync(path.join(DIST, 'consent.js'), 'utf8'),
    );
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('consent.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('hashed chunks: a year, immutable; gzip for a browser without brotli', async () => {
    for (const name of [manifest.prefs, manifest.tcf]) {
      expect(name).toMatch(/^(prefs|tcf)-[A-Z0-9]{8}\.js$/);
      const res = await get(name ?? '', { 'accept-encoding': 'gzip' });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(readFileSync(path.join(DIST, name ?? ''), 'utf8'));
    }
  });

  it('consent.js names the chunks it was built with', () => {
    const js = readFileSync(path.join(DIST, 'consent.js'), 'utf8');
    expect(js).toContain(manifest.prefs);
    expect(js).toContain(manifest.tcf);
  });

  it('answers 404 for anything else', async () => {
    expect((await get('consent.js.gz')).status).toBe(404);
    expect((await get('..%2Fpackage.json')).status).toBe(404);
    expect((await get('nope.js')).status).toBe(404);
  });
});
