import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useAccess } from '../../features/access/use-access';
import { useShell } from '../../features/shell/use-shell';
import { preferencesStore } from '../../stores/preferences';
import { LoadingBar } from '../banners/loading-bar';
import { ErrorDetailsContext } from '../error-details';
import { TopNotification } from '../banners/top-notification';
import { useCurrentRoute } from '../current-route';
import { PageLoader } from '../page-loader';
import { useScrollRestoration } from './scroll-restoration';
import { SelectionDialogs } from '../selection/selection-dialogs';
import { Toaster } from '../toasts/toaster';
import { TopBar } from '../top-bar/top-bar';
import { LeaveDialog } from '../unsaved/leave-dialog';
import { PaletteShortcut } from '../command-palette/palette-shortcut';
import { useClientChrome } from './client-chrome';
import { usePaintedShellCapture } from './use-painted-shell-capture';
import './elements';
import { PageHeader } from './page-header';
import { RouteGate } from './route-gate';
import { SelectionDialogContext, type SelectionKind } from './selection-context';
import { SideMenu } from './side-menu';
import { Sidebar } from './sidebar';
import { useActiveItem, useShellNavigation } from './use-shell-navigation';

/**
 * The default layout (spec 01 §2): side menu, sidebar menu, top bar with page header, the top
 * notification, the page. Fleetmanagement users get neither menu; the tools item has no sidebar.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const access = useAccess();
  const activeItem = useActiveItem();
  const route = useCurrentRoute();
  const { width } = useSnapshot(preferencesStore);
  const data = useShell().data;
  const [dialog, setDialog] = useState<SelectionKind | null>(null);
  const control = useMemo(() => ({ open: setDialog }), []);

  useShellNavigation();
  // Spec 01 §2: scroll position restored on navigation (only main-layout pages scroll).
  useScrollRestoration();
  useClientChrome(data, access.can('darkToggle'));
  // The next cold load of this session paints this shell before its scripts have run.
  usePaintedShellCapture(data?.clientSetting.name);
  useEffect(() => {
    document.documentElement.dataset.width = width;
  }, [width]);

  const sideMenu = access.can('sideMenu');
  const sidebar = access.can('sidebar') && activeItem !== 'tools';

  return (
    <ErrorDetailsContext.Provider value={access.can('errorDetails')}>
    <SelectionDialogContext.Provider value={control}>
      <div className={`app-shell app-shell--${width}`}>
        {/* The first focusable element: straight to the page for keyboard users. */}
        <a className="skip-link" href="#main-content">
          {t('skipToContent')}
        </a>
        <LoadingBar />
        {sideMenu && <SideMenu />}
        {sidebar && <Sidebar />}
        <div className="app-shell__main">
          <header className="app-header">
            <TopBar />
            <PageHeader />
          </header>
          <TopNotification />
          <main id="main-content" className="app-content" tabIndex={-1}>
            {/* Keyed by route: what the gate shows instead of a screen (Access denied, 404, a choice) is the new page's
                own, not the last page's left in place, so it is announced and starts afresh like any screen. */}
            <RouteGate key={route?.name}>
              <Suspense fallback={<PageLoader />}>{children}</Suspense>
            </RouteGate>
          </main>
        </div>
      </div>
      <SelectionDialogs requested={dialog} onClose={() => setDialog(null)} />
      <LeaveDialog />
      <Toaster />
      <PaletteShortcut />
    </SelectionDialogContext.Provider>
    </ErrorDetailsContext.Provider>
  );
}

