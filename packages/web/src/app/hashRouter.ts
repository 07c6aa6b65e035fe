/**
 * Our own hash router (docs/decisions.md 24: react-router cost ~30 KB gzip of the home route's
 * 200 KB budget for a handful of features). The location lives in the address's hash,
 * `#/pages/<group>/<name>?query`, under whatever path serves the app (`/h5/`). Framework
 * free, so app/nav.ts can navigate from outside React; app/routing.tsx binds it to React.
 *
 * - `navigate('/pages/a/b?x=1')` pushes, `{ replace: true }` replaces, `navigate(-1)` goes
 *   back through the browser's history (its popstate then updates the location).
 * - Redirects are applied on every change, replacing the entry: `/` -> the home page.
 * - Paths match exactly (case-sensitive); a trailing slash is dropped.
 */

export interface RouterLocation {
  /** `/pages/index/index`; `/` when the hash is empty. */
  readonly pathname: string;
  /** `?x=1`, or '' without a query. */
  readonly search: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface Router {
  /** The current location; the same object until the location changes. */
  readonly location: RouterLocation;
  navigate(to: string | number, opts?: NavigateOptions): void;
  /** Called after each change of location; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface RouterOptions {
  /** Exact path -> where it goes instead, e.g. `{ '/': '/pages/index/index' }`. */
  redirects?: Record<string, string>;
}

/** `/a/b?x=1#frag` -> {pathname '/a/b', search '?x=1'}; the empty string is `/`. */
export function parsePath(path: string): RouterLocation {
  const noFragment = path.split('#', 1)[0]!;
  const q = noFragment.indexOf('?');
  let pathname = q >= 0 ? noFragment.slice(0, q) : noFragment;
  const search = q >= 0 && q < noFragment.length - 1 ? noFragment.slice(q) : '';
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.replace(/\/+$/, '') || '/';
  return { pathname, search };
}

export const hrefOf = (loc: RouterLocation): string => `${loc.pathname}${loc.search}`;

/** The history a router drives: the browser's (hash) or an in-memory one for tests. */
interface Backend {
  read(): string;
  write(path: string, replace: boolean): void;
  go(delta: number): void;
  /** Calls back when the path changes from outside (back button, typed address). */
  listen(onExternalChange: () => void): void;
}

function makeRouter(backend: Backend, options: RouterOptions): Router {
  const redirects = options.redirects ?? {};
  const listeners = new Set<() => void>();
  // Empty until the first sync, which applies a redirect of the first address.
  let location: RouterLocation = { pathname: '', search: '' };

  /** Follows redirects (replacing the entry), then publishes the location if it changed. */
  const sync = () => {
    let next = parsePath(backend.read());
    for (let hops = 0; redirects[next.pathname] !== undefined && hops < 10; hops++) {
      backend.write(redirects[next.pathname]!, true);
      next = parsePath(backend.read());
    }
    if (hrefOf(next) === hrefOf(location)) return;
    location = next;
    for (const fn of [...listeners]) fn();
  };

  sync();
  backend.listen(sync);

  return {
    get location() {
      return location;
    },
    navigate(to, opts = {}) {
      if (typeof to === 'number') {
        if (to !== 0) backend.go(to);
        return;
      }
      const target = to.startsWith('?') ? `${location.pathname}${to}` : to;
      backend.write(hrefOf(parsePath(target)), opts.replace ?? false);
      sync();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser router: the location is `window.location.hash` without its `#`. */
export function createHashRouter(options: RouterOptions = {}, win: Window = window): Router {
  return makeRouter(
    {
      read: () => decodeHashPath(win.location.hash),
      write(path, replace) {
        const url = `#${path}`;
        if (replace) win.history.replaceState(win.history.state, '', url);
        // Each pushed entry carries its depth in the app, so "back" knows whether there
        // is an app page behind it (a first visit may have only the browser's start page).
        else win.history.pushState({ appDepth: appDepth(win.history.state) + 1 }, '', url);
      },
      go: (delta) => win.history.go(delta),
      listen(onChange) {
        // Back/forward fire popstate; a typed or linked hash fires hashchange (and popstate).
        win.addEventListener('popstate', onChange);
        win.addEventListener('hashchange', onChange);
      },
    },
    options,
  );
}

/** The hash without `#`; percent-encoded path characters are decoded, the query is kept. */
function decodeHashPath(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  const q = raw.indexOf('?');
  const path = q >= 0 ? raw.slice(0, q) : raw;
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape stays as typed; it matches no route and shows the fallback.
  }
  return q >= 0 ? decoded + raw.slice(q) : decoded;
}

/** An in-memory router for tests: `entries` is the history, the last one current. */
export function createMemoryRouter(
  entries: string[] = ['/'],
  options: RouterOptions = {},
): Router & { readonly entries: readonly string[]; readonly index: number } {
  const stack = entries.length ? [...entries] : ['/'];
  let index = stack.length - 1;
  let notify = () => {};
  const router = makeRouter(
    {
      read: () => stack[index]!,
      write(path, replace) {
        if (replace) stack[index] = path;
        else {
          stack.splice(index + 1, stack.length, path);
          index = stack.length - 1;
        }
      },
      go(delta) {
        const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
        if (next === index) return;
        index = next;
        notify();
      },
      listen(onChange) {
        notify = onChange;
      },
    },
    options,
  );
  return Object.defineProperties(router, {
    entries: { get: () => [...stack] },
    index: { get: () => index },
  }) as Router & { readonly entries: readonly string[]; readonly index: number };
}

/** How many app pages lie behind the current history entry (0 on the first page opened). */
export function appDepth(state: unknown): number {
  const depth = (state as { appDepth?: unknown } | null)?.appDepth;
  return typeof depth === 'number' && depth > 0 ? depth : 0;
}
