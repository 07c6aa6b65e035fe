import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ show: vi.fn(), clear: vi.fn() }));
vi.mock('antd-mobile', () => ({ Toast: toast }));

import {
  CLICK_DEBOUNCE_MS,
  LOGIN_PATH,
  LOGIN_REDIRECT_MS,
  addInterceptor,
  bindRouter,
  debounceClick,
  navigateBack,
  navigateTo,
  reLaunch,
  redirectTo,
  requireLogin,
  sendToLogin,
  switchTab,
  withQuery,
} from './nav.ts';
import { session } from '../store/session.ts';

const router = { navigate: vi.fn() };
bindRouter(router);
let now = 1_000_000;

beforeEach(() => {
  vi.useFakeTimers();
  // Each test starts well clear of the previous test's last navigation.
  now += 10_000;
  vi.setSystemTime(now);
  router.navigate.mockClear();
  toast.show.mockClear();
  session.set({ token: null, user: null });
});
afterEach(() => vi.useRealTimers());

describe('withQuery', () => {
  it('appends query parameters, skipping undefined ones', () => {
    expect(withQuery('/pages/common/article', { id: 5 })).toBe('/pages/common/article?id=5');
    expect(withQuery('/p', { a: 'x', b: undefined, c: 0 })).toBe('/p?a=x&c=0');
    expect(withQuery('/p?tab=stock', { id: 2 })).toBe('/p?tab=stock&id=2');
  });

  it('encodes values and leaves the path alone without parameters', () => {
    expect(withQuery('/p', { url: 'https://a.example/x?y=1&z=2' })).toBe(
      '/p?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1%26z%3D2',
    );
    expect(withQuery('/p')).toBe('/p');
    expect(withQuery('/p', {})).toBe('/p');
    expect(withQuery('/p', { a: undefined })).toBe('/p');
  });
});

describe('navigation', () => {
  it('navigateTo pushes, redirectTo and reLaunch replace', () => {
    navigateTo('/pages/common/faq', { q: 1 });
    expect(router.navigate).toHaveBeenLastCalledWith('/pages/common/faq?q=1', { replace: false });
    redirectTo('/pages/common/login');
    expect(router.navigate).toHaveBeenLastCalledWith('/pages/common/login', { replace: true });
    reLaunch('/pages/index/index');
    expect(router.navigate).toHaveBeenLastCalledWith('/pages/index/index', { replace: true });
  });

  it('switchTab goes to the tab page in tab bar order', () => {
    switchTab(1);
    expect(router.navigate).toHaveBeenLastCalledWith('/pages/market/market', { replace: true });
    vi.advanceTimersByTime(CLICK_DEBOUNCE_MS);
    switchTab(3);
    expect(router.navigate).toHaveBeenLastCalledWith('/pages/fund/assets', { replace: true });
  });

  it('navigateBack steps back through app pages only, else goes home', () => {
    const state = vi.spyOn(window.history, 'state', 'get');
    state.mockReturnValue({ appDepth: 2 });
    navigateBack(2);
    expect(router.navigate).toHaveBeenLastCalledWith(-2);
    // A page opened directly: the entry behind it is not ours (the browser's start page).
    state.mockReturnValue(null);
    navigateBack();
    expect(router.navigate).toHaveBeenLastCalledWith('/pages/index/index', { replace: true });
    state.mockReturnValue({ appDepth: 1 });
    navigateBack(2);
    expect(router.navigate).toHaveBeenLastCalledWith('/pages/index/index', { replace: true });
    state.mockRestore();
  });
});

describe('click debounce (spec 9: 500 ms)', () => {
  it('ignores a second navigateTo within 500 ms', () => {
    navigateTo('/a');
    vi.advanceTimersByTime(CLICK_DEBOUNCE_MS - 1);
    navigateTo('/b');
    expect(router.navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    navigateTo('/c');
    expect(router.navigate).toHaveBeenCalledTimes(2);
    expect(router.navigate).toHaveBeenLastCalledWith('/c', { replace: false });
  });

  it('never debounces redirects (the app, not a finger, sends them)', () => {
    navigateTo('/a');
    redirectTo('/b');
    expect(router.navigate).toHaveBeenCalledTimes(2);
  });

  it('debounceClick wraps any handler', () => {
    const fn = vi.fn();
    const tap = debounceClick(fn);
    tap(1);
    tap(2);
    vi.advanceTimersByTime(CLICK_DEBOUNCE_MS);
    tap(3);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    const slow = debounceClick(fn, 2000);
    fn.mockClear();
    slow('x');
    vi.advanceTimersByTime(1999);
    slow('y');
    expect(fn.mock.calls).toEqual([['x']]);
  });
});

describe('interceptors', () => {
  it('may stop a navigation', () => {
    const remove = addInterceptor((path) => !path.startsWith('/blocked'));
    navigateTo('/blocked/page');
    expect(router.navigate).not.toHaveBeenCalled();
    remove();
    redirectTo('/blocked/page');
    expect(router.navigate).toHaveBeenCalledWith('/blocked/page', { replace: true });
  });

  it('may send it elsewhere, and see the query', () => {
    const seen: string[] = [];
    const removeA = addInterceptor((path) =>
      path.startsWith('/old') ? path.replace('/old', '/new') : true,
    );
    const removeB = addInterceptor((path) => {
      seen.push(path);
      return true;
    });
    navigateTo('/old/page', { id: 1 });
    expect(router.navigate).toHaveBeenLastCalledWith('/new/page?id=1', { replace: false });
    expect(seen).toEqual(['/new/page?id=1']);
    removeA();
    removeB();
  });
});

describe('requireLogin (spec 2: the login gate)', () => {
  it('passes a signed-in user', () => {
    session.set({ token: 'tok' });
    expect(requireLogin()).toBe(true);
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('says "please log in first" and goes to login after 1.2 s', () => {
    expect(requireLogin()).toBe(false);
    expect(toast.show).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS - 1);
    expect(router.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(router.navigate).toHaveBeenCalledWith(LOGIN_PATH, { replace: true });
  });

  it('sends login the protected page, query included, to come back to', () => {
    expect(requireLogin('/pages/fund/select?type=recharge&coin=BTC')).toBe(false);
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS);
    expect(router.navigate).toHaveBeenCalledTimes(1);
    expect(router.navigate).toHaveBeenCalledWith(
      '/pages/common/login?redirect=%2Fpages%2Ffund%2Fselect%3Ftype%3Drecharge%26coin%3DBTC',
      { replace: true },
    );
    const sent = new URLSearchParams(router.navigate.mock.calls[0]![0].split('?')[1]);
    expect(sent.get('redirect')).toBe('/pages/fund/select?type=recharge&coin=BTC');
  });

  it('asks nothing of a signed-in user, whatever the page', () => {
    session.set({ token: 'tok' });
    expect(requireLogin('/pages/setting/userInfo')).toBe(true);
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS);
    expect(router.navigate).not.toHaveBeenCalled();
  });
});

describe('sendToLogin (a 999 reply and the login gate share it)', () => {
  it('shows one toast and redirects once, even when called twice', () => {
    window.location.hash = '#/pages/setting/security?tab=2';
    sendToLogin('Session expired');
    expect(requireLogin()).toBe(false);
    expect(toast.show).toHaveBeenCalledTimes(1);
    expect(toast.show).toHaveBeenCalledWith({ content: 'Session expired' });
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS);
    expect(router.navigate).toHaveBeenCalledTimes(1);
    const sent = new URLSearchParams(router.navigate.mock.calls[0]![0].split('?')[1]);
    expect(sent.get('redirect')).toBe('/pages/setting/security?tab=2');
  });

  it('does not send the login page back to itself', () => {
    window.location.hash = '#/pages/common/login';
    sendToLogin('Session expired');
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS);
    expect(router.navigate).toHaveBeenCalledWith(LOGIN_PATH, { replace: true });
  });
});
