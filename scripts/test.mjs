// `npm test`: every test, on both databases. Installs Debian's chromium and postgresql-15 when they
// are missing and it can (root with apt-get), or stops at once with the command to run; then starts a
// throwaway PostgreSQL cluster (scripts/with-postgres.sh) for the server project, unless DATABASE_URL
// is set already, and runs vitest once: the API suite (server) on PostgreSQL, the PGlite-specific
// files (server-pglite) on embedded PGlite, and every other project. Extra arguments go to vitest:
// `npm test -- --project server`, `npm test -- ui/src/Button`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { planTestRun } from './test-needs.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const args = process.argv.slice(2);
const plan = planTestRun({
  args,
  databaseUrl: process.env.DATABASE_URL,
  chromium: existsSync(CHROMIUM),
  postgres: existsSync(path.join(PG_BIN, 'initdb')),
  canInstall: process.getuid?.() === 0 && onPath('apt-get'),
});

if (plan.stop) {
  console.error(plan.stop);
  process.exit(1);
}

const run = (cmd, cmdArgs, env = process.env) => {
  const result = spawnSync(cmd, cmdArgs, { cwd: ROOT, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
};

if (plan.install.length > 0) {
  console.log(`npm test: installing ${plan.install.join(', ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], env) !== 0) process.exit(1);
  const install = ['install', '-y', '-qq', '--no-install-recommends', ...plan.install];
  if (run('apt-get', install, env) !== 0) process.exit(1);
}

const vitest = [path.join(ROOT, 'node_modules', '.bin', 'vitest'), 'run', ...args];
process.exit(
  plan.startPostgres
    ? run('bash', [path.join(ROOT, 'scripts', 'with-postgres.sh'), ...vitest])
    : run(vitest[0], vitest.slice(1)),
);
