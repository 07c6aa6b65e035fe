/* global self, caches, fetch, BUILD */
/**
 * Bourse's service worker, served at /h5/sw.js with scope /h5/. The build prepends
 * `const BUILD = { version, shell }` (pwa/serviceWorkerPlugin.ts): the build's version and
 * the app shell's URLs (index.html, the start-up JavaScript and CSS, the icons).
 *
 * - install: the shell is cached as one versioned set, so the app starts offline;
 * - activate: caches of other builds are deleted;
 * - navigations: the network first (a new build is picked up at once), the cached
 *   index.html when offline (the hash router shows the page from there);
 * - hashed files under /h5/assets/: from the cache, else fetched and kept (a page opened
 *   once opens offline again);
 * - other files under /h5/ (icons, coin logos, banners): the network, the cache when offline.
 *
 * Data is never cached here: /api/, /socket.io/ and /uploads/ are outside /h5/ and are
 * left to the browser (checked by name too, in case a proxy mounts them under /h5/).
 */
const SHELL_CACHE = `bourse-shell-${BUILD.version}`;
const FILES_CACHE = `bourse-files-${BUILD.version}`;
const SCOPE = new URL(self.registration.scope).pathname;
const INDEX = `${SCOPE}index.html`;
const DATA_PATH = /\/(api|socket\.io|uploads)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(BUILD.shell))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith('bourse-') && n !== SHELL_CACHE && n !== FILES_CACHE)
            .map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(SCOPE)) return;
  if (DATA_PATH.test(url.pathname.slice(SCOPE.length - 1))) return;
  if (request.mode === 'navigate') event.respondWith(navigation(request));
  else if (url.pathname.startsWith(`${SCOPE}assets/`)) event.respondWith(hashedFile(request));
  else event.respondWith(networkThenCache(request));
});

/** The page itself: fresh when online, the cached shell when not. */
async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(INDEX, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/**
 * A content-hashed build file never changes: the cache answers, else the network fills it.
 * Vary is ignored: the server varies on Origin (CORS), which a module script's request
 * carries and the precache's did not, for the same bytes.
 */
async function hashedFile(request) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(FILES_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkThenCache(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(FILES_CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}
