/** Spec 2: lazy pages show loading after 200 ms and an error view after 60 s. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense, type ComponentType } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from './hashRouter.ts';
import { RouterProvider, Routes } from './routing.tsx';
import { ChunkLoadError, PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS, lazyPage } from './lazyPage.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { initI18n } from '../i18n/index.ts';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  // React and the router log the caught page errors; the tests assert the view instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function mount(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazyPage(load, '../pages/demo/page.tsx');
  const routes = new Map([
    [
      '/pages/demo/page',
      <Suspense key="page" fallback={<PageLoading />}>
        <Page />
      </Suspense>,
    ],
  ]);
  render(
    <RouterProvider router={createMemoryRouter(['/pages/demo/page'])}>
      <Routes
        routes={routes}
        fallback={<p>no such page</p>}
        renderError={(error) => <PageError error={error} />}
      />
    </RouterProvider>,
  );
}

describe('lazyPage', () => {
  it('shows nothing for 200 ms, then the loading view, then the page', async () => {
    vi.useFakeTimers();
    let finish: (m: { default: ComponentType }) => void = () => {};
    mount(() => new Promise((resolve) => (finish = resolve)));
    await act(() => vi.advanceTimersByTimeAsync(PAGE_LOAD_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => finish({ default: () => <p>loaded page</p> }));
    expect(screen.getByText('loaded page')).toBeTruthy();
  });

  it('shows the timeout error view after 60 s, naming the address', async () => {
    vi.useFakeTimers();
    mount(() => new Promise(() => {}));
    await act(() => vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByText('The page took too long to load')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('The page took too long to load')).toBeTruthy();
    expect(screen.getByText('../pages/demo/page.tsx')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reports a chunk that fails to load as missing', async () => {
    mount(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByText('The page could not be found')).toBeTruthy();
  });

  it('ChunkLoadError carries kind and address', () => {
    const error = new ChunkLoadError('timeout', 'x.tsx');
    expect([error.kind, error.address, error.message]).toEqual([
      'timeout',
      'x.tsx',
      'timeout: x.tsx',
    ]);
  });
});
