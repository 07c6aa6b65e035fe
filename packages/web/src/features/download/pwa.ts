/**
 * The installable app's start-up part, loaded by main.tsx right after start (its own small
 * chunk, kept in the service worker's shell): the service worker's registration and the
 * browser's install offer (Chromium's `beforeinstallprompt`, which comes seconds after the
 * worker is active), kept so the download page can use it later.
 */

/** Chromium's install offer; not in TypeScript's DOM types. */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallOffer | null = null;
let installedNow = false;
let listening = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The offer as the download page reads it (useSyncExternalStore). */
export const installOffer = {
  get: (): InstallOffer | null => offer,
  /** True once the app was installed from this page view (`appinstalled`). */
  installed: (): boolean => installedNow,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** An offer can be shown once: the caller takes it. */
  take(): InstallOffer | null {
    const taken = offer;
    offer = null;
    changed();
    return taken;
  },
};

/** Keeps the install offer instead of letting the browser show its own bar at a random time. */
export function captureInstallOffer(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallOffer;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installedNow = true;
    changed();
  });
}

/** Registers /h5/sw.js (scope /h5/) where service workers exist, once the page has loaded. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const register = () =>
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => {
      // No worker (private mode, an old browser): the app works online as before.
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Both, from main.tsx in production builds (never under vitest). */
export function startInstallable(): void {
  captureInstallOffer();
  registerServiceWorker();
}
