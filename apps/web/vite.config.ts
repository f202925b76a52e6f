import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens here in development; production serves both from one origin.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, ws: true },
  '/media': { target: apiTarget },
};

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    // The bundle budget check reads .vite/manifest.json.
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
  },
});
