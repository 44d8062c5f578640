import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium through playwright-core, against the built packages served
// as in production. One file at a time: the machine has 2 cores and the files share ports.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
