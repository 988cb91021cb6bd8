/**
 * Uploaded files: the local store under DATA_DIR/files and the S3-compatible store, the latter through
 * the real AWS SDK against a small S3 endpoint on loopback (path-style PUT, GET and DELETE of objects,
 * as MinIO or R2 answer them), so the bytes, the signing and the refusal to overwrite are the SDK's own.
 */

import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { FileMissing, type FileStorage, fileStorage } from '../src/modules/files/files.storage.ts';

const objects = new Map<string, Buffer>();
const seen: Array<{ method: string; url: string; authorization: string }> = [];
let s3: Server;
let endpoint: string;

const body = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  s3 = createServer(async (req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization ?? '',
    });
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const xml = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
      );
    };
    if (req.method === 'PUT') {
      const bytes = await body(req);
      if (req.headers['if-none-match'] === '*' && objects.has(key)) return xml(412, 'PreconditionFailed');
      objects.set(key, bytes);
      res.writeHead(200, { etag: '"1"' });
      return res.end();
    }
    if (req.method === 'GET') {
      const bytes = objects.get(key);
      if (!bytes) return xml(404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': bytes.length });
      return res.end(bytes);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    xml(405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => s3.close(() => resolve())));

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'pp-files-'));
const stores = (): Array<[string, () => FileStorage]> => [
  ['DATA_DIR', () => fileStorage(loadConfig({ DATA_DIR: dataDir() }))],
  [
    'S3',
    () =>
      fileStorage(
        loadConfig({
          DATA_DIR: dataDir(),
          S3_BUCKET: 'uploads',
          S3_ENDPOINT: endpoint,
          S3_ACCESS_KEY_ID: 'test-key',
          S3_SECRET_ACCESS_KEY: 'test-secret',
        }),
      ),
  ],
];

describe.each(stores())('file storage in %s', (name, make) => {
  it('keeps the bytes under the key, never overwrites, and forgets on remove', async () => {
    const store = make();
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 10]);
    await store.put('dsar/1/2/3', bytes);
    expect(new Uint8Array(await store.get('dsar/1/2/3'))).toEqual(bytes);
    await expect(store.put('dsar/1/2/3', new Uint8Array([1]))).rejects.toThrow();
    expect(new Uint8Array(await store.get('dsar/1/2/3'))).toEqual(bytes);
    await store.remove('dsar/1/2/3');
    await expect(store.get('dsar/1/2/3')).rejects.toBeInstanceOf(FileMissing);
    if (name === 'S3') {
      // Path-style addresses in the bucket, every call signed with the configured key.
      expect(seen.map((s) => `${s.method} ${s.url.split('?')[0]}`)).toContain('PUT /uploads/dsar/1/2/3');
      expect(seen.every((s) => s.authorization.startsWith('AWS4-HMAC-SHA256 Credential=test-key/'))).toBe(
        true,
      );
    }
  });

  it('refuses a key that could leave its place', async () => {
    const store = make();
    for (const key of ['../etc/passwd', 'dsar//1', 'Dsar/1', '/dsar/1', 'dsar/../../x']) {
      await expect(store.put(key, new Uint8Array([1])), key).rejects.toThrow(/Bad file key/);
    }
  });
});

describe('file storage configuration', () => {
  it('uses the bucket only when S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000' }).s3).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-central-1' }).s3?.forcePathStyle).toBe(false);
  });
});
