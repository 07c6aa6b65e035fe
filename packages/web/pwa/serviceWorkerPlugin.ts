/**
 * Builds /h5/sw.js (pwa/sw.js) with this build's version and app shell: index.html, the
 * JavaScript and CSS the home route starts with (the entry and its imports, the home page and
 * its lazy blocks, the offline notice, the install-offer chunk, the start-up UI strings and server catalogues of
 * every language) and the icons. Everything else under /h5/assets/ is cached by the worker as it is first fetched.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Plugin } from 'vite';
import { DEFERRED_NAMESPACES } from '../src/i18n/deferred.ts';

const TEMPLATE = new URL('./sw.js', import.meta.url);

/** Files of public/ the shell needs (the manifest and what it and index.html point to). */
const PUBLIC_SHELL = [
  'favicon.svg',
  'logo.svg',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
  'icons/apple-touch-icon.png',
];

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** Whether a module is a root of the shell: the home page or a string catalogue read at start. */
export function isShellRoot(moduleId: string): boolean {
  const id = moduleId.split('\\').join('/');
  if (id.endsWith('/src/pages/index/index.tsx')) return true;
  if (id.endsWith('/src/components/OfflineBanner.tsx')) return true;
  if (/\/shared\/src\/i18n\/messages\/\w+\.ts$/.test(id)) return true;
  const ns = /\/src\/i18n\/locales\/([^/]+)\/\w+\.ts$/.exec(id)?.[1];
  return ns !== undefined && !DEFERRED_NAMESPACES.includes(ns);
}

/** The shell's build files: the roots, their static imports and stylesheets, and the home page's lazy blocks. */
export function shellFiles(chunks: ChunkInfo[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const dep of chunk.imports) visit(dep);
  };
  for (const chunk of chunks) {
    // The start-up part of the installable app: a chunk main.tsx imports after start, shared
    // with the download page (so it has no facade module of its own).
    const pwa = chunk.moduleIds.some((id) => id.endsWith('/src/features/download/pwa.ts'));
    if (pwa || chunk.isEntry || (chunk.facadeModuleId && isShellRoot(chunk.facadeModuleId))) {
      visit(chunk.fileName);
    }
    if (chunk.facadeModuleId?.endsWith('/src/pages/index/index.tsx')) {
      for (const lazy of chunk.dynamicImports) visit(lazy);
    }
  }
  return [...files].sort();
}

export function serviceWorker(): Plugin {
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  let base = '/';
  return {
    name: 'bourse-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as ChunkInfo[];
      const template = fs.readFileSync(TEMPLATE, 'utf8');
      const shell = ['index.html', ...PUBLIC_SHELL, ...shellFiles(chunks)].map((f) => base + f);
      const digest = createHash('sha256').update(template).update(shell.join('\n')).digest('hex');
      const build = { version: `${pkg.version}-${digest.slice(0, 10)}`, shell };
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const BUILD = ${JSON.stringify(build, null, 2)};\n${template}`,
      });
    },
  };
}
