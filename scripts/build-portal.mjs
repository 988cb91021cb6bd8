// Builds the portal only when its sources changed: `npm start` runs this, so a warm restart does
// not pay for a Vite build. The sources' content hash is kept in portal/dist/.sources-hash.
// Usage: node scripts/build-portal.mjs [--force]
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, sourcesHash, upToDate } from './sources-hash.mjs';

const DIST = path.join(ROOT, 'portal', 'dist');
const STAMP = path.join(DIST, '.sources-hash');

/** Everything the bundle is made from: the portal and the workspaces it imports, the lockfile. */
const INPUTS = [
  'portal',
  'ui',
  'sdk',
  'mocks',
  'openapi',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build-portal.mjs',
  'scripts/source-condition.ts',
];

const hash = sourcesHash(INPUTS);
if (!process.argv.includes('--force') && existsSync(path.join(DIST, 'index.html')) && upToDate(STAMP, hash)) {
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
    // NODE_ENV=production whoever calls: under vitest it is 'test', and Vite would then bundle
    // React's development build (70 KB more gzip on every route).
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  writeFileSync(STAMP, `${hash}\n`);
}
