// A content hash of source trees: the build scripts rebuild only when it changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', '.pack', 'storybook-static']);
const SKIP_FILE = /\.(test|stories)\.[cm]?[jt]sx?$/;

function files(rel) {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return [rel];
  return readdirSync(abs, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !SKIP_FILE.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .filter((f) => !f.split(path.sep).some((part) => SKIP_DIRS.has(part)));
}

/** sha256 over the paths and contents of every file under `inputs` (paths from the repository root). */
export function sourcesHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** True when `stamp` holds the hash; false when missing or different. */
export function upToDate(stamp, hash) {
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}
