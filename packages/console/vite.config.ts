import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite/precompress.ts';

/** The API the dev server proxies to: BOURSE_API, else a server on :8080. */
const apiTarget = process.env.BOURSE_API ?? 'http://localhost:8080';

/**
 * The operator console: a desktop app of its own under /admin/ (its own bundle; nothing of
 * the H5 app is loaded with it), served by the same server as the API.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: {
    port: 5174,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    target: 'es2020',
    chunkSizeWarningLimit: 1500,
  },
});
