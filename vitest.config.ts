import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/support/chromium.ts';
import { REAL_API_PORT } from './portal/test/support/real-api-port.ts';
import { sourceCondition } from './scripts/source-condition.ts';

// Debian's chromium, with the same flags as the e2e browser.
const chromium = playwright({ launchOptions: CHROMIUM_LAUNCH_OPTIONS });
// A fresh object per project: vitest names each instance after its project.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
});

/**
 * The server files that run on PGlite as well as on PostgreSQL (server-pglite): the migrations (their
 * global setup), the default start's health, jobs on one connection, the consent batcher, JSON and
 * bigint types, row counts of DELETE and of the limiters, locking under parallel requests, the export
 * jobs' batches.
 */
const SERVER_PGLITE_FILES = [
  'server/test/system.test.ts',
  'server/test/jobs.test.ts',
  'server/test/error-mapping.test.ts',
  'server/test/auth-hardening.test.ts',
  'server/test/billing-checkout.test.ts',
  'server/test/billing-concurrency.test.ts',
  'server/test/consent/batcher.test.ts',
  'server/test/consent/record-json.test.ts',
  'server/test/consent/export.test.ts',
  'server/test/cookie-consent/parallel.test.ts',
  'server/test/cookie-consent/blocking.test.ts',
  'server/test/dsar/parallel.test.ts',
  'server/test/dsar/export.test.ts',
  'server/test/dsar/workflows.test.ts',
];

/** A browser project of components or pages on the MSW mocks. */
function browserProject(name: string, include: string[], exclude: string[] = []) {
  return {
    plugins: [sourceCondition(), react()],
    publicDir: path.join(import.meta.dirname, 'stories/public'),
    test: {
      name,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      browser: browser(),
      // expect.element and expect.poll wait up to 10 s (not 1 s): with both cores busy in the full run,
      // a lazily loaded section is transformed on first request by the dev server, module after module,
      // and has taken over 5 s (a passing check returns as soon as it passes, so this costs nothing).
      expect: { poll: { timeout: 10_000 } },
    },
  };
}

/**
 * The stories run from one test file (stories/test/stories.test.ts) instead of a test file per stories
 * file: the plugin sets its include to the stories' globs and empties a project's own, so the project's
 * list is set once the plugin has made its config.
 */
function storiesInOneFile(): Plugin {
  return {
    name: 'privacy-portal:stories-in-one-file',
    configureVitest({ project }) {
      // The plugin makes stories/ the project's root.
      project.config.include = ['test/*.test.ts'];
    },
  };
}

export default defineConfig({
  // Every project resolves the workspace's TypeScript sources (sourceCondition), not the sdk's dist/.
  test: {
    // Each server test file gets its own database; two files at a time fit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        plugins: [sourceCondition()],
        test: {
          name: 'sdk',
          include: ['sdk/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [sourceCondition()],
        test: {
          name: 'portal',
          include: ['portal/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [sourceCondition()],
        test: {
          name: 'mocks',
          include: ['mocks/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The whole API suite, on the database DATABASE_URL names: `npm test` (scripts/test.mjs) starts a
        // throwaway PostgreSQL for it. Without DATABASE_URL (a bare `npx vitest`) it runs on PGlite.
        plugins: [sourceCondition()],
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same files again on embedded PGlite (the product's default) where the code or the driver
        // differs: PGlite has one connection, answers row counts and types its own way, and runs the
        // jobs in the server's process. A new file that touches such a path is added here.
        plugins: [sourceCondition()],
        test: {
          name: 'server-pglite',
          include: SERVER_PGLITE_FILES,
          environment: 'node',
          env: { DATABASE_URL: '' },
          globalSetup: ['server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The repository's scripts (what `npm test` installs and starts, scripts/test-needs.mjs).
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        // The ui components' tests on the MSW mocks (the service worker from stories/public).
        ...browserProject('ui', ['ui/src/**/*.test.{ts,tsx}']),
      },
      {
        // The portal's pages on the same mocks. A browser project is one Chromium page whose test files
        // run one after another, so the pages are a project of their own: the two run side by side on
        // two cores instead of one after the other.
        ...browserProject('ui-pages', ['portal/test/**/*.test.tsx'], ['portal/test/**/*.server.test.tsx']),
      },
      {
        // Portal pages whose behaviour is the server's (filters, workflows): the real API on a fresh
        // PGlite with the demo seed (global setup), the pages' /api proxied to it, sign-in for real.
        plugins: [sourceCondition(), react()],
        server: { proxy: { '/api': `http://127.0.0.1:${REAL_API_PORT}` } },
        test: {
          name: 'ui-server',
          include: ['portal/test/**/*.server.test.tsx'],
          globalSetup: ['portal/test/support/real-api.setup.ts'],
          browser: browser(),
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        plugins: [
          sourceCondition(),
          storybookTest({ configDir: path.join(import.meta.dirname, 'stories/.storybook') }),
          storiesInOneFile(),
        ],
        // Found by the one test file's import, not by the plugin's scan: pinned, or Vite re-optimizes
        // and reloads the page mid-run.
        optimizeDeps: { include: ['storybook/internal/csf'] },
        test: {
          name: 'storybook',
          browser: browser(),
        },
      },
      {
        // The built embed (embed/dist, rebuilt by the global setup) on fixture sites in Chromium.
        plugins: [sourceCondition()],
        test: {
          name: 'embed',
          include: ['embed/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['embed/test/support/global-setup.ts'],
          // Browser work on a machine whose cores the other projects keep busy: 60 s, not 30.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The real server (npm start) on a fresh embedded database, driven in Chromium by playwright-core.
        plugins: [sourceCondition()],
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/server.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One server for all files. Every test makes its own state (accounts, companies, a browser
          // context), so two files run at a time, as the root's maxWorkers allows.
        },
      },
    ],
  },
});
