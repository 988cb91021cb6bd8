import { describe, expect, it } from 'vitest';
import { namedProjects, planTestRun } from './test-needs.mjs';

const everything = { args: [], databaseUrl: undefined, chromium: true, postgres: true, canInstall: false };

describe('namedProjects', () => {
  it('reads --project X and --project=X, in order', () => {
    expect(namedProjects(['--project', 'server', '--project=ui', 'ui/src/Button'])).toEqual(['server', 'ui']);
  });

  it('counts no name, or a wildcard, as every project', () => {
    expect(namedProjects(['server/test/auth.test.ts'])).toBeNull();
    expect(namedProjects(['--project', 'server*'])).toBeNull();
  });
});

describe('planTestRun', () => {
  it('runs at once on a machine that has everything, with a throwaway PostgreSQL', () => {
    expect(planTestRun(everything)).toEqual({ install: [], startPostgres: true, stop: null });
  });

  it('uses a DATABASE_URL given by the caller: no cluster, and no PostgreSQL binaries needed', () => {
    const plan = planTestRun({ ...everything, postgres: false, databaseUrl: 'postgres://db/x' });
    expect(plan).toEqual({ install: [], startPostgres: false, stop: null });
  });

  it('installs what is missing when it can (root with apt-get)', () => {
    const plan = planTestRun({ ...everything, chromium: false, postgres: false, canInstall: true });
    expect(plan).toEqual({ install: ['chromium', 'postgresql-15'], startPostgres: true, stop: null });
  });

  it('stops at once with the one command to run when it cannot install', () => {
    const plan = planTestRun({ ...everything, chromium: false });
    expect(plan.install).toEqual([]);
    expect(plan.stop).toBe(
      'npm test needs chromium, which this machine lacks. Run:\n  sudo apt-get update && sudo apt-get install -y chromium',
    );
  });

  it('needs neither Chromium nor PostgreSQL for the node-only projects', () => {
    const plan = planTestRun({
      ...everything,
      args: ['--project', 'sdk', '--project=scripts'],
      chromium: false,
      postgres: false,
    });
    expect(plan).toEqual({ install: [], startPostgres: false, stop: null });
  });

  it('needs Chromium but no PostgreSQL for the browser projects and the PGlite files', () => {
    const plan = planTestRun({
      ...everything,
      args: ['--project', 'ui', '--project', 'server-pglite'],
      chromium: false,
      postgres: false,
    });
    expect(plan.stop).toBe(
      'npm test needs chromium, which this machine lacks. Run:\n  sudo apt-get update && sudo apt-get install -y chromium',
    );
    expect(plan.startPostgres).toBe(false);
  });

  it('needs PostgreSQL for the server project: npm test -- --project server', () => {
    const plan = planTestRun({ ...everything, args: ['--project', 'server'], postgres: false });
    expect(plan.startPostgres).toBe(true);
    expect(plan.stop).toBe(
      'npm test needs postgresql-15, which this machine lacks. Run:\n  sudo apt-get update && sudo apt-get install -y postgresql-15',
    );
  });
});
