import { defineConfig } from 'vitest/config';

// One runner for every suite: unit (contract, web) and server integration.
// e2e has its own config because it boots a real server and Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], environment: 'node', pool: 'threads', maxWorkers: 2 },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 120000,
          // One migrated embedded database that every test exchange starts from as a copy.
          globalSetup: ['src/testing/pgliteTemplate.ts'],
          // Each file boots its own server on its own database; two cores cannot take more. Worker
          // threads, not forked processes: the server pass took 429 s on them against 653 s forked
          // (each of ~140 files starts a worker and imports the server anew). What must run as a
          // process of its own (the CLI, SIGKILL durability) spawns one.
          fileParallelism: true,
          pool: 'threads',
          maxWorkers: 2,
        },
      },
    ],
  },
});
