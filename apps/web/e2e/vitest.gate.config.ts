import { defineConfig } from 'vitest/config';

// The page-speed gate over every console page (`npm run test:page-speed`), on the same built
// server as the browser tests (global-setup.ts).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['**/*.gate.ts'],
    environment: 'node',
    testTimeout: 15 * 60_000,
    hookTimeout: 60_000,
    globalSetup: './global-setup.ts',
  },
});
