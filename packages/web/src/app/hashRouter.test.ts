/** Our hash router without React: parsing, push/replace/back, redirects, the address bar. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHashRouter, createMemoryRouter, hrefOf, parsePath } from './hashRouter.ts';

const HOME = '/pages/index/index';

describe('parsePath', () => {
  it('splits path and query, and drops a fragment', () => {
    expect(parsePath('/pages/common/article?id=5')).toEqual({
      pathname: '/pages/common/article',
      search: '?id=5',
    });
    expect(parsePath('/pages/a/b')).toEqual({ pathname: '/pages/a/b', search: '' });
    expect(parsePath('/pages/a/b?')).toEqual({ pathname: '/pages/a/b', search: '' });
    expect(parsePath('/pages/a/b?x=1#top')).toEqual({ pathname: '/pages/a/b', search: '?x=1' });
  });

  it('treats the empty path as /, adds a leading slash and drops a trailing one', () => {
    expect(parsePath('')).toEqual({ pathname: '/', search: '' });
    expect(parsePath('?x=1')).toEqual({ pathname: '/', search: '?x=1' });
    expect(parsePath('pages/a/b')).toEqual({ pathname: '/pages/a/b', search: '' });
    expect(parsePath('/pages/a/b/')).toEqual({ pathname: '/pages/a/b', search: '' });
    expect(parsePath('/')).toEqual({ pathname: '/', search: '' });
  });

  it('keeps case (matching is exact)', () => {
    expect(parsePath('/pages/Common/Login').pathname).toBe('/pages/Common/Login');
  });

  it('hrefOf puts them back together', () => {
    expect(hrefOf(parsePath('/pages/a/b?x=1&y=2'))).toBe('/pages/a/b?x=1&y=2');
  });
});

describe('createMemoryRouter', () => {
  it('pushes, replaces and goes back, telling subscribers each time', () => {
    const router = createMemoryRouter([HOME]);
    const seen: string[] = [];
    const stop = router.subscribe(() => seen.push(hrefOf(router.location)));
    router.navigate('/pages/common/faq');
    router.navigate('/pages/common/article?id=3');
    router.navigate('/pages/common/login', { replace: true });
    expect(router.entries).toEqual([HOME, '/pages/common/faq', '/pages/common/login']);
    router.navigate(-1);
    expect(router.location).toEqual({ pathname: '/pages/common/faq', search: '' });
    router.navigate(-5);
    expect(router.index).toBe(0);
    expect(seen).toEqual([
      '/pages/common/faq',
      '/pages/common/article?id=3',
      '/pages/common/login',
      '/pages/common/faq',
      HOME,
    ]);
    stop();
    router.navigate('/pages/common/faq');
    expect(seen).toHaveLength(5);
  });

  it('a push after going back drops the forward entries', () => {
    const router = createMemoryRouter([HOME, '/a/b', '/c/d']);
    router.navigate(-2);
    router.navigate('/e/f');
    expect(router.entries).toEqual([HOME, '/e/f']);
  });

  it('keeps the same location object until the location changes', () => {
    const router = createMemoryRouter([HOME]);
    const first = router.location;
    const listener = vi.fn();
    router.subscribe(listener);
    router.navigate(HOME, { replace: true });
    expect(router.location).toBe(first);
    expect(listener).not.toHaveBeenCalled();
    router.navigate(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('a query-only target keeps the path', () => {
    const router = createMemoryRouter(['/pages/setting/areas?tab=lang']);
    router.navigate('?tab=fiat', { replace: true });
    expect(hrefOf(router.location)).toBe('/pages/setting/areas?tab=fiat');
  });

  it('redirects the first address and later ones, replacing the entry', () => {
    const router = createMemoryRouter(['/'], { redirects: { '/': HOME } });
    expect(router.location.pathname).toBe(HOME);
    expect(router.entries).toEqual([HOME]);
    router.navigate('/pages/common/faq');
    router.navigate('/');
    expect(router.entries).toEqual([HOME, '/pages/common/faq', HOME]);
    expect(router.location.pathname).toBe(HOME);
  });
});

describe('createHashRouter (the address bar)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/h5/'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends an empty hash home, keeping the /h5/ path', () => {
    const router = createHashRouter({ redirects: { '/': HOME } });
    expect(router.location).toEqual({ pathname: HOME, search: '' });
    expect(window.location.pathname).toBe('/h5/');
    expect(window.location.hash).toBe(`#${HOME}`);
  });

  it('reads the hash with its query', () => {
    window.history.replaceState(null, '', '/h5/#/pages/common/article?id=7');
    const router = createHashRouter();
    expect(router.location).toEqual({ pathname: '/pages/common/article', search: '?id=7' });
  });

  it('pushes and replaces history entries', () => {
    const router = createHashRouter({ redirects: { '/': HOME } });
    const length = window.history.length;
    router.navigate('/pages/common/faq');
    expect(window.history.length).toBe(length + 1);
    expect(window.location.hash).toBe('#/pages/common/faq');
    router.navigate('/pages/common/login?redirect=%2Fpages%2Fsetting%2Fshare', { replace: true });
    expect(window.history.length).toBe(length + 1);
    expect(router.location).toEqual({
      pathname: '/pages/common/login',
      search: '?redirect=%2Fpages%2Fsetting%2Fshare',
    });
  });

  it('follows the back button and a typed address', async () => {
    const router = createHashRouter({ redirects: { '/': HOME } });
    router.navigate('/pages/common/faq');
    const changed = new Promise<void>((resolve) => {
      const stop = router.subscribe(() => {
        stop();
        resolve();
      });
    });
    window.history.back();
    await changed;
    expect(router.location.pathname).toBe(HOME);
    window.location.hash = '#/pages/nft/nft';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(router.location.pathname).toBe('/pages/nft/nft');
  });

  it('decodes an escaped path but leaves the query as sent', () => {
    window.history.replaceState(null, '', '/h5/#/pages/system/choose%2Dlocation?q=a%20b');
    const router = createHashRouter();
    expect(router.location).toEqual({
      pathname: '/pages/system/choose-location',
      search: '?q=a%20b',
    });
  });
});
