import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker } from './pwa/serviceWorkerPlugin.ts';
import { precompress } from '../../scripts/vite/precompress.ts';

/** The API the dev server proxies to: BOURSE_API, else a server on :8080. */
const apiTarget = process.env.BOURSE_API ?? 'http://localhost:8080';

export default defineConfig({
  base: '/h5/',
  plugins: [react(), serviceWorker(), precompress()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    manifest: true,
    target: 'es2020',
    chunkSizeWarningLimit: 600,
    // A lazy page's stylesheets are still fetched with it; its JavaScript imports are found
    // by the browser when the page's chunk arrives (HTTP/2, mostly cached after the first
    // screen). Listing every page's JS dependencies in the entry cost ~3 KB gzip of the home
    // route's 200 KB budget (decision 78).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((d) => d.endsWith('.css')) : deps,
    },
  },
});
