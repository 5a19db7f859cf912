import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../features/auth/use-auth';
import { useShell } from '../../features/shell/use-shell';
import { rememberClientName } from '../../lib/client-name';
import { goToLogin, loginPath } from '../actors';
import { ErrorPage } from '../error-page';
import { inspectAppActor } from '../../features/machine-charts/live-inspection';
import { PageLoader } from '../page-loader';
import { SessionExpiryPrompt } from '../session-expiry-prompt';
import {
  ArrangementSelectionContext,
  ClientSwitchContext,
  ContainerSelectionContext,
  ShellActorContext,
  noArrangementSelection,
  noContainerSelection,
} from '../shell-actors';
import { can } from '../../../contract/access/permissions';
import { ShellFrame } from '../shell/shell-frame';
import { adoptShellStyles } from '../shell/shell-styles';
import { setUpShoelace } from '../shoelace';
import { useClientTheme } from '../use-client-theme';
import { AccessDenied, AccessDeniedBar } from '../top-bar/access-denied';
import { loadSideMenu } from '../../stores/side-menu';
import { currentShellOwner, readStoredShell } from '../../features/shell/stored-shell';
import { shellSubject } from '../../features/shell/shell-subject';
import { useShellEpoch } from './shell-epoch';

setUpShoelace();
adoptShellStyles();
loadSideMenu();

/** App-wide actors report to the machines page and `?inspect` (src/features/machine-charts/live-inspection.ts). */
const APP_ACTOR_OPTIONS = { input: {}, inspect: inspectAppActor };

/**
 * Signed in: loader until client setting, licences, languages and user are there (spec section 2): read
 * from the server, or on a reload this session's stored copy while the server is asked again.
 */
function Shell({ children }: { children: ReactNode }) {
  const shell = useShell();
  const { logout } = useAuth();
  const data = shell.data;

  useClientTheme(data?.clientSetting);
  useEffect(() => {
    if (data) rememberClientName(data.clientSetting.name);
  }, [data]);

  if (shell.status === 'failed') return <ErrorPage code={500} onRetry={shell.retry} />;
  if (shell.status === 'loading' || !data) return <PageLoader />;
  if (shell.accessDenied) {
    return (
      <div className="main-layout">
        <AccessDeniedBar clientName={data.clientSetting.displayName} onLogout={logout} />
        <AccessDenied />
      </div>
    );
  }
  // Roles that can never use arrangements or containers do not ask for them (shellSubject says why).
  const subject = shellSubject(data);
  return (
    <ArrangementSelectionContext.Provider
      logic={can(subject, 'arrangementMenu') ? undefined : noArrangementSelection}
      options={APP_ACTOR_OPTIONS}
    >
      <ContainerSelectionContext.Provider logic={can(subject, 'mobility') ? undefined : noContainerSelection} options={APP_ACTOR_OPTIONS}>
        <ClientSwitchContext.Provider options={APP_ACTOR_OPTIONS}>
          <ShellFrame>{children}</ShellFrame>
        </ClientSwitchContext.Provider>
      </ContainerSelectionContext.Provider>
    </ArrangementSelectionContext.Provider>
  );
}

/** The default layout: only for signed-in users; others go to /auth and come back here after. */
export default function MainLayout({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [path] = useLocation();
  const search = useSearch();

  useEffect(() => {
    if (status !== 'signedOut') return;
    const here = search ? `${path}?${search}` : path;
    goToLogin(`${loginPath()}&redirect=${encodeURIComponent(here)}`, { replace: true });
    // Only a change of status sends the user away; the address is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const epoch = useShellEpoch(path);
  if (status !== 'signedIn') return <PageLoader />;
  return <SignedIn key={epoch}>{children}</SignedIn>;
}

function SignedIn({ children }: { children: ReactNode }) {
  // Read once the session is known (a hand-over sign-in replaces it first): its last data shows at once, then is read again.
  const [options] = useState(() => ({ inspect: inspectAppActor, input: { stored: readStoredShell(currentShellOwner()) } }));
  return (
    <ShellActorContext.Provider options={options}>
      <Shell>{children}</Shell>
      <SessionExpiryPrompt />
    </ShellActorContext.Provider>
  );
}
