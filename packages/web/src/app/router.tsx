/** The hash router: every spec route, its page file if it exists, else "under development". */
import { Suspense, type ComponentType } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES, type RouteSpec } from './routeTable.ts';
import { lazyPage } from './lazyPage.tsx';
import { bindRouter } from './nav.ts';
import { Shell } from './Shell.tsx';
import { AuthGate } from './AuthGate.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { UnderDevelopment } from '../components/UnderDevelopment.tsx';

const pageFiles = import.meta.glob<{ default: ComponentType }>('../pages/*/*.tsx');

function element(spec: RouteSpec) {
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

const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <PageError />,
    children: [
      { path: '/', element: <Navigate to="/pages/index/index" replace /> },
      ...ROUTES.map((spec) => ({
        path: spec.path,
        element: element(spec),
        errorElement: <PageError />,
      })),
      { path: '*', element: <UnderDevelopment /> },
    ],
  },
];

export const router = createHashRouter(routes);
bindRouter(router);
