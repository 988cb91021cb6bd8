/**
 * Uploaded files (ARCHITECTURE "files"): kept under DATA_DIR/files/ by default, or in an S3-compatible
 * bucket when S3_BUCKET is set, by a key the caller chooses. Keys are the caller's own ids (never a
 * visitor's file name), so no path can leave the directory and no object can land outside its prefix.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Config } from '../../config.ts';

export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Rejects with `FileMissing` when nothing is stored under the key. */
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** What `get` throws for a key with nothing stored, whichever the backend. */
export class FileMissing extends Error {
  constructor(key: string) {
    super(`No file is stored under ${key}`);
    this.name = 'FileMissing';
  }
}

const KEY = /^[a-z0-9][a-z0-9/_-]{0,190}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key) || key.includes('//') || key.includes('..')) throw new Error(`Bad file key ${key}`);
  return key;
}

export function localFileStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as { code?: string }).code === 'ENOENT') throw new FileMissing(key);
        throw err;
      }
    },
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}

export function s3FileStorage(config: S3Config): FileStorage {
  // The AWS SDK loads on first use: a server keeping files under DATA_DIR never pays for it.
  const sdk = import('@aws-sdk/client-s3');
  const client = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        ...(config.accessKeyId && config.secretAccessKey
          ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
          : {}),
      }),
  );
  const Bucket = config.bucket;
  return {
    async put(key, bytes) {
      const { PutObjectCommand } = await sdk;
      // Never overwrite: a key names one upload for good, as the local store's 'wx' does.
      await (await client).send(
        new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, IfNoneMatch: '*' }),
      );
    },
    async get(key) {
      const { GetObjectCommand } = await sdk;
      try {
        const out = await (await client).send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return Buffer.from((await out.Body?.transformToByteArray()) ?? new Uint8Array());
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') throw new FileMissing(key);
        throw err;
      }
    },
    async remove(key) {
      const { DeleteObjectCommand } = await sdk;
      await (await client).send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}

/** The store the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function fileStorage(config: { dataDir: string; s3: S3Config | undefined }): FileStorage {
  return config.s3 ? s3FileStorage(config.s3) : localFileStorage(config.dataDir);
}
