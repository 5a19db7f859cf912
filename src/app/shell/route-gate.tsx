import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAccess } from '../../features/access/use-access';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { useShell } from '../../features/shell/use-shell';
import { recordIdOf } from '../../lib/record-id';
import { routeGuardFailure } from '../../lib/route-guards';
import { useCurrentRoute } from '../current-route';
import { ErrorPage } from '../error-page';
import { PageLoader } from '../page-loader';
import { lazyWithReload } from '../lazy';
import { recordChoiceOf } from '../record-choice/record-choice';
import { AccessDenied } from '../top-bar/access-denied';
import { useSelectionDialog, type SelectionKind } from './selection-context';

/** A screen's render error: the 500 page inside the shell, so menus stay usable. */
class ScreenBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { failed: false, error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <ErrorPage code={500} error={this.state.error} /> : this.props.children;
  }
}

/** The arrangement or mobility page stays hidden until something is chosen (spec 01 §4). */
function ChoiceNeeded({ kind }: { kind: SelectionKind }) {
  const { t } = useTranslation('selection');
  const dialog = useSelectionDialog();
  return (
    <section className="choice-needed">
      <p>{t(`${kind}.needed`)}</p>
      <sl-button variant="primary" onClick={() => dialog.open(kind)}>
        {t(`${kind}.choose`)}
      </sl-button>
    </section>
  );
}

/** What a route that needs a record offers without one (app/record-choice), loaded when first asked for. */
const RecordChoiceView = lazyWithReload(() => import('../record-choice/record-choice-view'));

/**
 * Between the route and its screen: permission (Access denied), the selection the area needs
 * (page hidden until chosen), the route guards (404, spec 01 §2 "failed route validation"), then the record a
 * route such as /component/account/edit needs (?id=): without one it offers a choice instead of a 404.
 */
export function RouteGate({ children }: { children: ReactNode }) {
  const route = useCurrentRoute();
  const search = useSearch();
  const access = useAccess();
  const arrangement = useArrangementSelection();
  const container = useContainerSelection();
  const country = useShell().data?.clientSetting.countryCarData;

  if (!route) return <ScreenBoundary>{children}</ScreenBoundary>;
  // Mobility access depends on whether the client has containers: wait for the list the first time (a reload
  // after a write keeps the screen, which may be the one that asked for it).
  if (route.features.some((feature) => feature === 'mobility' || feature === 'mobilityContainers') && !container.loaded) return <PageLoader />;
  if (!access.canAll(route.features)) return <AccessDenied />;
  if (route.section === 'arrangement') {
    if (arrangement.loading && !arrangement.selected) return <PageLoader />;
    if (arrangement.needsChoice) return <ChoiceNeeded kind="arrangement" />;
  }
  if (route.section === 'mobility' && container.needsChoice && container.containers.length > 0) {
    return <ChoiceNeeded kind="container" />;
  }
  const failure = routeGuardFailure(route.path, {
    arrangementType: arrangement.selected?.dataObject.type ?? null,
    countryCarData: country,
  });
  if (failure) return <ErrorPage code={404} />;
  if (recordChoiceOf(route) && recordIdOf(search) === null) {
    return (
      <ScreenBoundary key={`${route.name}:choice`}>
        <Suspense fallback={<PageLoader />}><RecordChoiceView route={route} Gate={RouteGate} /></Suspense>
      </ScreenBoundary>
    );
  }
  return <ScreenBoundary key={route.name}>{children}</ScreenBoundary>;
}
