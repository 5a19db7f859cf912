import { Component, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { CurrentRouteContext } from './current-route';
import { ErrorPage } from './error-page';
import { lazyWithReload } from './lazy';
import { PageLoader } from './page-loader';
import { SCREENS, notFoundScreen } from './lazy-routes';
import { routeForPath, standInAddress, type LayoutName } from './paths';
import LAYOUT_NAMESPACES from './layout-namespaces.json';

type Layout = ComponentType<{ children: ReactNode }>;

/** Unknown-route and error pages need no client branding or sign-in. */
function GuestLayout({ children }: { children: ReactNode }) {
  return <div className="guest-layout">{children}</div>;
}

/**
 * Layouts load lazily like screens, so a page that needs no shell never downloads the main layout and Shoelace.
 * The main layout's namespaces are what its shell shows around every screen (menus, top bar, banners, dialogs);
 * the build puts them in one chunk per locale (rollup.config.mjs reads the same file).
 */
export const LAZY_LAYOUTS = {
  main: lazyWithReload(() => import('./layouts/main-layout'), LAYOUT_NAMESPACES.main),
} satisfies Partial<Record<LayoutName, Layout>>;

/**
 * The auth card is the login island's (src/login-island/auth-card.ts): /auth and /auth/grant_access only hand
 * over to it by a page load, and the /auth/* pages without a page of their own show the 404 page as any unknown one.
 */
const layouts: Record<LayoutName, Layout> = { ...LAZY_LAYOUTS, auth: GuestLayout, guest: GuestLayout };

/** A render error or a chunk that still fails after the reload guard: the 500 error page. */
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <ErrorPage code={500} error={this.state.error} /> : this.props.children;
  }
}

/**
 * The route the address matches, inside its layout. The layout is keyed by its name, not the route's, so moving
 * between two screens of one layout keeps the layout (its shell, actors and data) and replaces only the screen.
 */
function CurrentRoute() {
  const [location] = useLocation();
  const search = useSearch();
  const route = routeForPath(location);
  if (!route) {
    const NotFound = notFoundScreen;
    return (
      <GuestLayout key="unknown">
        <NotFound />
      </GuestLayout>
    );
  }
  const Layout = layouts[route.layout];
  const Screen = SCREENS[route.name] ?? notFoundScreen;
  // Inside the layout, so the shell stays and the route gate answers first (access, the arrangement asked for).
  const standIn = standInAddress(route, search);
  return (
    <CurrentRouteContext.Provider value={route}>
      <Layout key={route.layout}>
        {standIn ? <Redirect to={standIn} replace /> : <Screen key={route.name} />}
      </Layout>
    </CurrentRouteContext.Provider>
  );
}

export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <CurrentRoute />
      </Suspense>
    </ErrorBoundary>
  );
}
