import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../features/auth/use-auth';
import { useShell } from '../../features/shell/use-shell';
import { rememberClientName } from '../../lib/client-name';
import { ShellActorContext, loginPath } from '../actors';
import { ErrorPage } from '../error-page';
import { PageLoader } from '../page-loader';
import { SessionExpiryPrompt } from '../session-expiry-prompt';
import { setUpShoelace } from '../shoelace';
import { useClientTheme } from '../theme';
import { AccessDenied, TopBar } from '../top-bar';

setUpShoelace();

/** Signed in: loader until client setting, licences, languages and user are there (spec section 2). */
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
  return (
    <div className="main-layout">
      <TopBar clientSetting={data.clientSetting} user={data.user} onLogout={logout} />
      {shell.accessDenied ? (
        <AccessDenied />
      ) : (
        <main className="main-layout__content">
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </main>
      )}
    </div>
  );
}

/** The default layout: only for signed-in users; others go to /auth and come back here after. */
export default function MainLayout({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [location, navigate] = useLocation();
  const search = useSearch();

  useEffect(() => {
    if (status !== 'signedOut') return;
    const here = search ? `${location}?${search}` : location;
    navigate(`${loginPath()}&redirect=${encodeURIComponent(here)}`, { replace: true });
    // Only a change of status sends the user away; the address is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  if (status !== 'signedIn') return <PageLoader />;
  return (
    <ShellActorContext.Provider>
      <Shell>{children}</Shell>
      <SessionExpiryPrompt />
    </ShellActorContext.Provider>
  );
}
