// Builds the portal only when its sources changed: `npm start` runs this, so a warm restart does
// not pay for a Vite build. The sources' content hash is kept in portal/dist/.sources-hash.
// Usage: node scripts/build-portal.mjs [--force]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'portal', 'dist');
const STAMP = path.join(DIST, '.sources-hash');

/** Everything the bundle is made from: the portal and the workspaces it imports, the lockfile. */
const INPUTS = ['portal', 'ui', 'sdk', 'mocks', 'openapi', 'package-lock.json', 'tsconfig.base.json'];
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

function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of [...INPUTS.flatMap(files).sort(), 'scripts/build-portal.mjs']) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
const hash = sourcesHash();
const built = existsSync(path.join(DIST, 'index.html')) && existsSync(STAMP);
if (!force && built && readFileSync(STAMP, 'utf8').trim() === hash) {
  console.log('Portal is up to date (sources unchanged since the last build).');
} else {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'portal/vite.config.ts',
      'portal',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  writeFileSync(STAMP, `${hash}\n`);
}
