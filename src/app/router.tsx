import { Component, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { ErrorPage } from './error-page';
import { lazyWithReload } from './lazy';
import { PageLoader } from './page-loader';
import { notFoundRoute, routes, type LayoutName } from './paths';

type Layout = ComponentType<{ children: ReactNode }>;

/** Unknown-route and error pages need no client branding or sign-in. */
function GuestLayout({ children }: { children: ReactNode }) {
  return <div className="guest-layout">{children}</div>;
}

// Layouts load lazily like screens, so /auth never downloads the main layout and Shoelace.
const layouts: Record<LayoutName, Layout> = {
  auth: lazyWithReload(() => import('./layouts/auth-layout')),
  main: lazyWithReload(() => import('./layouts/main-layout')),
  guest: GuestLayout,
};

/** A render error or a chunk that still fails after the reload guard: the 500 error page. */
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <ErrorPage code={500} /> : this.props.children;
  }
}

function renderRoute(layoutName: LayoutName, Screen: ComponentType) {
  const Layout = layouts[layoutName];
  return (
    <Layout>
      <Screen />
    </Layout>
  );
}

export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          {routes.map(({ path, layout, screen }) => (
            <Route key={path} path={path}>
              {() => renderRoute(layout, screen)}
            </Route>
          ))}
          <Route>{() => renderRoute(notFoundRoute.layout, notFoundRoute.screen)}</Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
