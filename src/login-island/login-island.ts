import i18next from 'i18next';
import { render, nothing } from 'lit/html.js';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { authMachine } from '../../machines/auth.machine';
import { clientBrandingMachine } from '../../machines/client-branding.machine';
import { addNoIndex, clientAddress, loginPath, showClientBranding } from '../app/auth-page';
import { bootFiles, linkFiles } from '../app/boot-files';
import { importWithReload } from '../app/chunk-reload';
import { initI18n } from '../app/i18n';
import { inspectAppActor } from '../features/machine-charts/live-inspection';
import { resolveClientName } from '../lib/client-name';
import { authCard, type AuthCardView } from './auth-card';
import type { IslandPage, IslandPageName } from './island-pages';
import { signInPage } from './signin-page';

type BrandingSnapshot = SnapshotFrom<typeof clientBrandingMachine>;

function cardOf(clientName: string, branding: BrandingSnapshot): AuthCardView {
  return {
    clientName,
    branding: branding.matches('found') ? 'found' : branding.matches('notFound') ? 'notFound' : 'loading',
    setting: branding.context.clientSetting,
  };
}

/** Low priority, once the form has painted: the app's files, so the page after a sign-in needs no wait. */
function prefetchApp(): void {
  const whenIdle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
  requestAnimationFrame(() => whenIdle(() => linkFiles('prefetch', bootFiles('app'))));
}

/** The invitation page once its code and its texts are in. */
async function grantAccessPageOn(module: Promise<typeof import('./grant-access-page')>, auth: Actor<typeof authMachine>): Promise<IslandPage> {
  const [{ grantAccessPage }] = await Promise.all([module, i18next.loadNamespaces('invitation')]);
  return grantAccessPage(auth, loginPath());
}

/**
 * The sign-in pages without React (issue 21 point 1): the same auth and client-branding machines as the
 * app, drawn with lit-html in the one auth card. Signed in (the form, a stored session or a `?token=`
 * hand-over on /auth and the arrival pages; a granted invitation on /auth/grant_access), it stops its actors without signing
 * out, so the session stays in storage, and boots the React app on the page's target; the app's auth
 * machine restores the session from storage without a request.
 */
export async function startLoginIsland(which: IslandPageName, queryToken: string | null): Promise<void> {
  // The invitation page's code and texts are not part of /auth's budget: asked for at once, beside i18n.
  const grantModule = which === 'grantAccess' ? importWithReload(() => import('./grant-access-page')) : null;
  await initI18n();
  const root = document.getElementById('app');
  if (!root) throw new Error('index.html lacks #app');

  const client = resolveClientName(new URLSearchParams(location.search));
  const address = clientAddress(location.pathname, location.search, client);
  if (address) history.replaceState(history.state, '', address + location.hash);
  const undo: Array<() => void> = [addNoIndex()];

  const branding = createActor(clientBrandingMachine, { input: { clientName: client.name } });
  const auth = createActor(authMachine, { input: { queryToken }, inspect: inspectAppActor });
  const retryBranding = () => branding.send({ type: 'branding.retry' });
  // Started before the page: a stored or handed-over session may already be signed in.
  branding.start();
  auth.start();
  const page = grantModule ? await grantAccessPageOn(grantModule, auth) : signInPage(auth, which === 'arrival', client.name);

  let undoBranding: (() => void) | null = null;
  let formShown = false;
  let enteringApp = false;
  const draw = (): void => {
    const card = cardOf(client.name, branding.getSnapshot());
    if (card.setting && !undoBranding) undoBranding = showClientBranding(card.setting);
    render(authCard(card, page.body(), retryBranding), root);
    const field = card.branding === 'notFound' ? null : page.formField();
    if (field && !formShown) {
      formShown = true;
      // `autofocus` only counts for the page's first paint; the form comes later, so focus it as React's autoFocus does.
      root.querySelector<HTMLInputElement>(field)?.focus();
      prefetchApp();
    }
    const target = page.appTarget();
    if (target !== null && !enteringApp) {
      enteringApp = true;
      void enterApp(target);
    }
  };

  async function enterApp(target: string): Promise<void> {
    // Stopped, not signed out: the session stays in storage for the app's own auth machine.
    page.stop();
    auth.stop();
    branding.stop();
    linkFiles('modulepreload', bootFiles('app'));
    const { bootReact } = await importWithReload(() => import('../app/react-boot'));
    render(nothing, root!);
    root!.replaceChildren();
    undoBranding?.();
    undo.forEach((step) => step());
    // Before the React boot, so its router starts on the target.
    history.replaceState(null, '', target);
    await bootReact(null);
  }

  branding.subscribe(draw);
  auth.subscribe(draw);
  page.subscribe(draw);
  draw();
}
