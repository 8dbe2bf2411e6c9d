import { defineConfig } from 'vitest/config';

// e2e: one real server (built web, PGlite in a temp dir, embedded broker) for the whole run,
// driven by Debian's Chromium through playwright-core. Files run one at a time: two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/globalSetup.ts'],
    testTimeout: 90_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
