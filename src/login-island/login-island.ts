import { render, nothing } from 'lit/html.js';
import { createActor, type SnapshotFrom } from 'xstate';
import { authMachine } from '../../machines/auth.machine';
import { clientBrandingMachine } from '../../machines/client-branding.machine';
import { addNoIndex, clientAddress, showClientBranding } from '../app/auth-page';
import { bootFiles, linkFiles } from '../app/boot-files';
import { importWithReload } from '../app/chunk-reload';
import { initI18n } from '../app/i18n';
import { redirectTargetAfterSignIn, rememberRedirectTarget } from '../features/auth/redirect-target';
import { inspectAppActor } from '../features/machine-charts/live-inspection';
import { resolveClientName } from '../lib/client-name';
import { loginPage, type LoginView } from './login-view';

/** paths.dashboard; paths.ts itself is not imported here: it carries the React route table. */
const DASHBOARD = '/';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;
type BrandingSnapshot = SnapshotFrom<typeof clientBrandingMachine>;

function viewOf(clientName: string, auth: AuthSnapshot, branding: BrandingSnapshot): LoginView {
  return {
    clientName,
    branding: branding.matches('found') ? 'found' : branding.matches('notFound') ? 'notFound' : 'loading',
    setting: branding.context.clientSetting,
    auth: auth.matches('signedOut') ? 'form' : 'checking',
    submitting: auth.matches({ signedOut: 'submitting' }),
    rejected: auth.matches({ signedOut: 'rejected' }),
    error: auth.context.error,
    tokenFailed: auth.context.tokenFailed,
  };
}

/** Low priority, once the form has painted: the app's files, so the page after a sign-in needs no wait. */
function prefetchApp(): void {
  const whenIdle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
  requestAnimationFrame(() => whenIdle(() => linkFiles('prefetch', bootFiles('app'))));
}

/**
 * /auth without React (issue 21 point 1): the same auth and client-branding machines as the app,
 * drawn with lit-html. Signed in (with the form, a stored session or a `?token=` hand-over), it stops
 * its actors without signing out, so the session stays in storage, and boots the React app on the
 * redirect target; the app's auth machine restores the session from storage without a request.
 */
export async function startLoginIsland(queryToken: string | null): Promise<void> {
  await initI18n();
  const root = document.getElementById('app');
  if (!root) throw new Error('index.html lacks #app');

  const client = resolveClientName(new URLSearchParams(location.search));
  const address = clientAddress(location.pathname, location.search, client);
  if (address) history.replaceState(history.state, '', address + location.hash);
  rememberRedirectTarget(new URLSearchParams(location.search).get('redirect'));
  const undo: Array<() => void> = [addNoIndex()];

  const branding = createActor(clientBrandingMachine, { input: { clientName: client.name } });
  const auth = createActor(authMachine, { input: { queryToken }, inspect: inspectAppActor });
  const commands = {
    signIn: (username: string, password: string) => auth.send({ type: 'credentials.submit', username, password }),
    retryBranding: () => branding.send({ type: 'branding.retry' }),
  };

  let undoBranding: (() => void) | null = null;
  let formShown = false;
  let enteringApp = false;
  const draw = (): void => {
    const authSnapshot = auth.getSnapshot();
    const brandingSnapshot = branding.getSnapshot();
    const setting = brandingSnapshot.context.clientSetting;
    if (setting && !undoBranding) undoBranding = showClientBranding(setting);
    const view = viewOf(client.name, authSnapshot, brandingSnapshot);
    render(loginPage(view, commands), root);
    if (view.auth === 'form' && view.branding !== 'notFound' && !formShown) {
      formShown = true;
      // `autofocus` only counts for the page's first paint; the form comes later, so focus it as React's autoFocus does.
      root.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
      prefetchApp();
    }
    if (authSnapshot.matches('signedIn') && !enteringApp) {
      enteringApp = true;
      void enterApp();
    }
  };

  async function enterApp(): Promise<void> {
    // Stopped, not signed out: the session stays in storage for the app's own auth machine.
    auth.stop();
    branding.stop();
    linkFiles('modulepreload', bootFiles('app'));
    const { bootReact } = await importWithReload(() => import('../app/react-boot'));
    render(nothing, root!);
    root!.replaceChildren();
    undoBranding?.();
    undo.forEach((step) => step());
    // Before the React boot, so its router starts on the target.
    history.replaceState(null, '', redirectTargetAfterSignIn(DASHBOARD));
    await bootReact(null);
  }

  // Started before the first draw: a stored or handed-over session may already be signed in.
  branding.start();
  auth.start();
  branding.subscribe(draw);
  auth.subscribe(draw);
  draw();
}
