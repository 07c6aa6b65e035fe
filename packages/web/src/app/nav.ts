/**
 * The navigation helper (spec section 2): navigate, redirect, tab switch, relaunch and
 * back, with query parameters appended and optional interception; repeated taps within
 * 500 ms are ignored; the login gate. Works outside React, so the request function can
 * redirect on 999/998.
 */
import { Toast } from 'antd-mobile';
import { session } from '../store/session.ts';
import { appDepth } from './hashRouter.ts';
import i18n from '../i18n/index.ts';

export const CLICK_DEBOUNCE_MS = 500;
export const LOGIN_REDIRECT_MS = 1200;
export const LOGIN_PATH = '/pages/common/login';

/** The four tab pages, in tab bar order (spec section 2). */
export const TAB_PATHS = [
  '/pages/index/index',
  '/pages/market/market',
  '/pages/transaction/index',
  '/pages/fund/assets',
] as const;

type Query = Record<string, string | number | undefined>;
type RouterLike = { navigate(to: string | number, opts?: { replace?: boolean }): unknown };

/** An interceptor may return false to stop a navigation, or a path to go to instead. */
export type Interceptor = (path: string) => boolean | string;

let router: RouterLike | undefined;
const interceptors = new Set<Interceptor>();
let lastNavAt = 0;

export function bindRouter(r: RouterLike): void {
  router = r;
}

export function addInterceptor(fn: Interceptor): () => void {
  interceptors.add(fn);
  return () => interceptors.delete(fn);
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.append(k, String(v));
  const s = q.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

function resolve(path: string): string | undefined {
  let target = path;
  for (const fn of interceptors) {
    const verdict = fn(target);
    if (verdict === false) return undefined;
    if (typeof verdict === 'string') target = verdict;
  }
  return target;
}

function go(path: string, query: Query | undefined, replace: boolean, debounce: boolean): void {
  const now = Date.now();
  if (debounce && now - lastNavAt < CLICK_DEBOUNCE_MS) return;
  lastNavAt = now;
  const target = resolve(withQuery(path, query));
  if (target !== undefined) void router?.navigate(target, { replace });
}

export const navigateTo = (path: string, query?: Query) => go(path, query, false, true);
export const redirectTo = (path: string, query?: Query) => go(path, query, true, false);
export const switchTab = (index: 0 | 1 | 2 | 3) => go(TAB_PATHS[index], undefined, true, true);
/** Starts over at a page: the history is replaced, the way a relaunch would. */
export const reLaunch = (path: string, query?: Query) => go(path, query, true, false);
export function navigateBack(delta = 1): void {
  // Only step back through pages of the app: on a page opened directly (a link, a
  // bookmark, a reload), "back" would leave the app, so go home instead.
  if (appDepth(window.history.state) >= delta) void router?.navigate(-delta);
  else go(TAB_PATHS[0], undefined, true, false);
}

/**
 * The login gate: true when signed in; otherwise shows "please log in first" and goes to
 * the login page after 1.2 s. `protectedPath` (with its query) is the page the user was
 * after; login sends them there once signed in (`?redirect=`).
 */
export function requireLogin(protectedPath?: string): boolean {
  if (session.get().token) return true;
  sendToLogin(i18n.t('server:errors.loginFirst'), protectedPath);
  return false;
}

let loginRedirectPending = false;

/**
 * Shows `message` and goes to the login page after 1.2 s, coming back to `returnTo`
 * afterwards. A second call while one is pending does nothing, so a 999 reply and the
 * page's own login gate never show two toasts or redirect twice.
 */
export function sendToLogin(message: string, returnTo: string | undefined = currentPath()): void {
  if (loginRedirectPending) return;
  loginRedirectPending = true;
  Toast.show({ content: message });
  const back = returnTo && !returnTo.startsWith(LOGIN_PATH) ? { redirect: returnTo } : undefined;
  setTimeout(() => {
    loginRedirectPending = false;
    redirectTo(LOGIN_PATH, back);
  }, LOGIN_REDIRECT_MS);
}

/** The app path now shown, e.g. `/pages/setting/security?tab=1`. */
function currentPath(): string | undefined {
  const path = window.location.hash.replace(/^#/, '');
  return path.startsWith('/pages/') ? path : undefined;
}

/** Wraps a tap handler so a second tap within 500 ms does nothing. */
export function debounceClick<A extends unknown[]>(
  fn: (...args: A) => void,
  ms = CLICK_DEBOUNCE_MS,
) {
  let last = 0;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < ms) return;
    last = now;
    fn(...args);
  };
}
