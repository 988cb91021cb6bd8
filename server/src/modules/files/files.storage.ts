/**
 * Uploaded files (ARCHITECTURE "files"): kept under DATA_DIR/files/ by a key the caller chooses. Keys
 * are the caller's own ids (never a visitor's file name), so no path can leave the directory.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_-]{0,190}$/;

export function localFileStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  const fileOf = (key: string) => {
    if (!KEY.test(key) || key.includes('//') || key.includes('..')) throw new Error(`Bad file key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    get: (key) => readFile(fileOf(key)),
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}
