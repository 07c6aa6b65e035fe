/** The React side of our router: location hooks, exact routes, per-route error views, the gate. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

const nav = vi.hoisted(() => ({ requireLogin: vi.fn(() => false) }));
vi.mock('./nav.ts', () => nav);

import { createMemoryRouter, type Router } from './hashRouter.ts';
import { RouterProvider, Routes, useLocation, useSearchParams } from './routing.tsx';
import { AuthGate } from './AuthGate.tsx';
import { PageError } from '../components/PageStates.tsx';
import { initI18n } from '../i18n/index.ts';
import { session } from '../store/session.ts';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  nav.requireLogin.mockClear();
  session.set({ token: null, user: null });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

function Tabs() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>tab {params.get('tab') ?? 'none'}</p>
      <button type="button" onClick={() => setParams({ tab: 'fiat' }, { replace: true })}>
        fiat
      </button>
      <button type="button" onClick={() => setParams({})}>
        clear
      </button>
    </>
  );
}

function Boom(): ReactNode {
  throw new Error('page broke');
}

const ROUTES = new Map<string, ReactNode>([
  ['/pages/index/index', <p key="home">home page</p>],
  ['/pages/setting/areas', <Tabs key="tabs" />],
  ['/pages/common/boom', <Boom key="boom" />],
]);

function mount(router: Router, extra?: ReactNode) {
  return render(
    <RouterProvider router={router}>
      <Routes
        routes={ROUTES}
        fallback={<p>under development</p>}
        renderError={(error) => <PageError error={error} />}
      />
      {extra}
    </RouterProvider>,
  );
}

describe('useLocation and Routes', () => {
  it('renders the exact route and follows navigation', () => {
    const router = createMemoryRouter(['/pages/index/index']);
    mount(router, <Where />);
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.getByText('at /pages/index/index')).toBeTruthy();
    act(() => router.navigate('/pages/index/index/more?x=1'));
    expect(screen.getByText('under development')).toBeTruthy();
    expect(screen.getByText('at /pages/index/index/more?x=1')).toBeTruthy();
    act(() => router.navigate(-1));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('matches paths exactly: another case or a prefix is not the route', () => {
    const router = createMemoryRouter(['/pages/Index/index']);
    mount(router);
    expect(screen.getByText('under development')).toBeTruthy();
    act(() => router.navigate('/pages/index'));
    expect(screen.getByText('under development')).toBeTruthy();
  });

  it('redirects / home', () => {
    const router = createMemoryRouter(['/'], { redirects: { '/': '/pages/index/index' } });
    mount(router);
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('useLocation needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Where />)).toThrow('RouterProvider');
  });
});

describe('useSearchParams', () => {
  it('reads the query and replaces it on the same path', () => {
    const router = createMemoryRouter(['/pages/index/index', '/pages/setting/areas?tab=lang']);
    mount(router);
    expect(screen.getByText('tab lang')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'fiat' }));
    expect(screen.getByText('tab fiat')).toBeTruthy();
    expect(router.entries).toEqual(['/pages/index/index', '/pages/setting/areas?tab=fiat']);
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByText('tab none')).toBeTruthy();
    expect(router.entries.at(-1)).toBe('/pages/setting/areas');
  });
});

describe('the error view of a route', () => {
  it('shows the generic error view for a page that throws, and clears on navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(['/pages/index/index', '/pages/common/boom']);
    mount(router, <Where />);
    expect(screen.getByText('This page could not be shown')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    // The frame around the route keeps working.
    expect(screen.getByText('at /pages/common/boom')).toBeTruthy();
    act(() => router.navigate(-1));
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.queryByText('This page could not be shown')).toBeNull();
  });
});

describe('AuthGate', () => {
  function gated(router: Router) {
    return render(
      <RouterProvider router={router}>
        <AuthGate>
          <p>secret page</p>
        </AuthGate>
      </RouterProvider>,
    );
  }

  it('hides the page and sends the gate the page with its query', () => {
    gated(createMemoryRouter(['/pages/fund/select?type=recharge']));
    expect(screen.queryByText('secret page')).toBeNull();
    expect(nav.requireLogin).toHaveBeenCalledTimes(1);
    expect(nav.requireLogin).toHaveBeenCalledWith('/pages/fund/select?type=recharge');
  });

  it('shows the page to a signed-in user without asking', () => {
    session.set({ token: 'tok' });
    gated(createMemoryRouter(['/pages/setting/userInfo']));
    expect(screen.getByText('secret page')).toBeTruthy();
    expect(nav.requireLogin).not.toHaveBeenCalled();
  });
});
