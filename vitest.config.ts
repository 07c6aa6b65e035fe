import { defineConfig } from 'vitest/config';

// One runner, one project per package. The server project runs on an in-memory PGlite,
// or on PostgreSQL when DATABASE_URL is set (a fresh database per test file).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        // The seeded simulations run thousands of steps each: seconds on a quiet machine,
        // more on a loaded CI runner, which must not fail them.
        test: {
          name: 'engine',
          root: 'packages/engine',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // Files share their worker's module cache (isolate: false): importing the server
        // once per worker instead of once per file halves the suite's time. Every module's
        // state is per app (keyed by its context or database), so files cannot see each
        // other's; the databases come from a migrated template (src/test/helper.ts).
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The original H5 client's calls, replayed on its wire against a listening server
        // (e2e/legacy/harness.ts). Same databases as the server project.
        test: {
          name: 'legacy',
          root: 'e2e/legacy',
          include: ['**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'console',
          root: 'packages/console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // antd's components render slowly in jsdom on a loaded 2-core runner.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
