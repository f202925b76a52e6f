import { defineConfig } from 'vitest/config';

// Pure code, co-located with it: the shared contract and the web app's logic.
export default defineConfig({
  test: {
    include: [
      'packages/shared/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
  },
});
