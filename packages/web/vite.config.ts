import { brotliCompressSync, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker } from './pwa/serviceWorkerPlugin.ts';

/** Writes .br and .gz beside each text asset so the server can send them pre-compressed. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bourse-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) =>
            e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
          );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, brotliCompressSync(data));
      }
    },
  };
}

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
