import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each server test file gets its own database; two files at a time fit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'sdk',
          include: ['sdk/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
