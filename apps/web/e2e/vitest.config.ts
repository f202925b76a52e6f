import { defineConfig } from 'vitest/config';

// Browser tests: Chromium (playwright-core) against the built server started by global-setup.ts.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    globalSetup: './global-setup.ts',
  },
});
