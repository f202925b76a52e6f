import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkFileName } from './build/chunk-names.ts';
import { codeSplitting } from './build/code-splitting.ts';
import { eagerCompileHints } from './build/eager-compile-hints.ts';
import { mantineStableIds } from './build/mantine-stable-ids.ts';
import { mantineStylesByComponent } from './build/mantine-styles-by-component.ts';
import { oneConsoleStylesheet } from './build/one-console-stylesheet.ts';
import { precompress } from './build/precompress.ts';
import { startupHints } from './build/startup-hints.ts';

// The API server (apps/server) listens here in development; production serves both from one origin.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, ws: true },
  '/media': { target: apiTarget },
};

// The code is written against React's API and rendered by Preact: React 19's renderer alone is
// larger than the whole login page may be (scripts/check-bundle-budget.ts). preact/compat
// implements the API; src/lib/react-compat.js adds what Mantine needs beyond it.
const reactCompat = fileURLToPath(new URL('./src/lib/react-compat.js', import.meta.url));
const alias = [
  { find: /^react$/, replacement: reactCompat },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

// Each plugin is one file under build/ that says why it is there.
export default defineConfig({
  plugins: [
    mantineStableIds(),
    mantineStylesByComponent(),
    oneConsoleStylesheet(),
    startupHints(),
    eagerCompileHints(),
    precompress(),
  ],
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    // The bundle budget check reads .vite/manifest.json.
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting, chunkFileNames: chunkFileName },
      onwarn(warning, warn) {
        // "use client" in Mantine and TanStack Query marks server-component boundaries, which a
        // single-page app does not have; bundling them away is intended.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // React Router reads React.useOptimistic when it exists and falls back when it does not.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) {
          return;
        }
        warn(warning);
      },
    },
  },
});
