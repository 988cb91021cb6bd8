// What `npm test` needs on this machine before vitest starts, as a pure function of what exists,
// so the decision is unit-tested (scripts/test-needs.test.mjs) and scripts/test.mjs only acts on it.

/** vitest projects that need no Chromium (the server's scanner drives one too). */
const NODE_ONLY = new Set(['sdk', 'portal', 'mocks', 'scripts']);
/** The project whose suite runs on PostgreSQL (the PGlite-specific files are in server-pglite). */
const POSTGRES_PROJECT = 'server';

/**
 * The projects named by `--project X` / `--project=X` in vitest's arguments, or null when none is
 * named (every project runs). A name with a wildcard counts as every project: it may match any.
 * @param {readonly string[]} args
 * @returns {string[] | null}
 */
export function namedProjects(args) {
  const names = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--project' && i + 1 < args.length) names.push(args[++i] ?? '');
    else if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
  }
  if (names.length === 0 || names.some((name) => name.includes('*'))) return null;
  return names;
}

/**
 * @param {{
 *   args: readonly string[],
 *   databaseUrl: string | undefined,
 *   chromium: boolean,
 *   postgres: boolean,
 *   canInstall: boolean,
 * }} machine what vitest is asked to run and what the machine has: Chromium, the PostgreSQL 15
 *   binaries, and whether this process can install Debian packages (root, with apt-get).
 * @returns {{ install: string[], startPostgres: boolean, stop: string | null }}
 *   the Debian packages to install first, whether to start a throwaway cluster, or why to stop at once.
 */
export function planTestRun({ args, databaseUrl, chromium, postgres, canInstall }) {
  const projects = namedProjects(args);
  const needsChromium = projects === null || projects.some((name) => !NODE_ONLY.has(name));
  // A DATABASE_URL given by the caller is used as it is: no cluster of our own.
  const startPostgres = !databaseUrl && (projects === null || projects.includes(POSTGRES_PROJECT));
  const missing = [];
  if (needsChromium && !chromium) missing.push('chromium');
  if (startPostgres && !postgres) missing.push('postgresql-15');
  if (missing.length === 0 || canInstall) return { install: missing, startPostgres, stop: null };
  const command = `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
  return {
    install: [],
    startPostgres,
    stop: `npm test needs ${missing.join(' and ')}, which this machine lacks. Run:\n  ${command}`,
  };
}
