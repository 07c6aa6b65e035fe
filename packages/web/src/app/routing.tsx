/**
 * React side of our hash router (app/hashRouter.ts): the provider, `useLocation`,
 * `useSearchParams`, the route view (exact path -> element, else a fallback) and the
 * per-route error boundary that shows the error view and resets when the location changes.
 */
import {
  Component,
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { hrefOf, type NavigateOptions, type Router, type RouterLocation } from './hashRouter.ts';

const RouterContext = createContext<Router | null>(null);

export function RouterProvider({ router, children }: { router: Router; children: ReactNode }) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter needs a <RouterProvider> above it');
  return router;
}

/** The current location; the component re-renders when it changes. */
export function useLocation(): RouterLocation {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, () => router.location);
}

export type SearchParamsInit = URLSearchParams | Record<string, string> | string;

/** The query of the current location, and a setter that navigates to the same path with a new one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit, opts?: NavigateOptions) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit, opts?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      router.navigate(`${router.location.pathname}${query ? `?${query}` : ''}`, opts);
    },
    [router],
  );
  return [params, setParams];
}

type ErrorView = (error: unknown) => ReactNode;

interface BoundaryProps {
  resetKey: string;
  renderError: ErrorView;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/** Catches a render error (a page that throws, a lazy chunk that fails) below it. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    failed: false,
    error: undefined,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // A new location gets a fresh try, the way a router's error element clears on navigation.
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.renderError(this.state.error) : this.props.children;
  }
}

/** An error boundary that resets on every change of location. */
export function RouteErrorBoundary({
  renderError,
  children,
}: {
  renderError: ErrorView;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={hrefOf(location)} renderError={renderError}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * The element of the route whose path equals the location's pathname (exact match), or
 * `fallback`; each inside its own error boundary.
 */
export function Routes({
  routes,
  fallback,
  renderError,
}: {
  routes: ReadonlyMap<string, ReactNode>;
  fallback: ReactNode;
  renderError: ErrorView;
}) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary renderError={renderError}>
      {routes.get(pathname) ?? fallback}
    </RouteErrorBoundary>
  );
}
