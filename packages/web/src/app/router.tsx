/**
 * The app's routes: every spec route, its page file if it exists, else "under
 * development"; `/` redirects home. Our own hash router (app/hashRouter.ts), bound to
 * app/nav.ts so navigation works outside React.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ROUTES, type RouteSpec } from './routeTable.ts';
import { lazyPage } from './lazyPage.tsx';
import { TAB_PATHS, bindRouter } from './nav.ts';
import { createHashRouter } from './hashRouter.ts';
import { RouteErrorBoundary, RouterProvider, Routes } from './routing.tsx';
import { Shell } from './Shell.tsx';
import { AuthGate } from './AuthGate.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { UnderDevelopment } from '../components/UnderDevelopment.tsx';
import { LiveNotices } from './LiveNotices.tsx';

const pageFiles = import.meta.glob<{ default: ComponentType }>('../pages/*/*.tsx');

function element(spec: RouteSpec): ReactNode {
  const file = `../pages${spec.path.slice('/pages'.length)}.tsx`;
  const loader = pageFiles[file];
  const Page = loader ? lazyPage(loader, file) : UnderDevelopment;
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  return spec.auth ? <AuthGate>{page}</AuthGate> : page;
}

/** Spec path -> its element; a path not in the table shows "under development". */
export const ROUTE_ELEMENTS: ReadonlyMap<string, ReactNode> = new Map(
  ROUTES.map((spec) => [spec.path, element(spec)]),
);

export const REDIRECTS = { '/': TAB_PATHS[0] };

export const router = createHashRouter({ redirects: REDIRECTS });
bindRouter(router);

const renderError = (error: unknown) => <PageError error={error} />;

export function App() {
  return (
    <RouterProvider router={router}>
      <RouteErrorBoundary renderError={renderError}>
        <Shell>
          <LiveNotices />
          <Routes
            routes={ROUTE_ELEMENTS}
            fallback={<UnderDevelopment />}
            renderError={renderError}
          />
        </Shell>
      </RouteErrorBoundary>
    </RouterProvider>
  );
}
