import type { Actor } from 'xstate';
import type { authMachine } from '../../machines/auth.machine';
import { redirectTargetAfterSignIn, rememberRedirectTarget } from '../features/auth/redirect-target';
import { arrivalAddress } from '../lib/arrival';
import type { IslandPage } from './island-pages';
import { loginForm } from './login-view';

/** paths.dashboard; paths.ts itself is not imported here: it carries the React route table. */
export const DASHBOARD = '/';

/**
 * Where the app opens after a sign-in on /auth or an arrival page (`arrival`). An arrival page keeps a
 * valid `?property=…&id=…` as the dashboard's query, for the main layout's arrival rule; it wins over a
 * `?redirect=` as well, since these pages exist for it. Otherwise, and always on /auth, the `?redirect=`
 * rule: the remembered safe target, else the dashboard.
 */
export function signInTarget(arrival: boolean, search: string): string {
  return (arrival ? arrivalAddress(new URLSearchParams(search)) : null) ?? redirectTargetAfterSignIn(DASHBOARD);
}

/**
 * /auth and the arrival pages: the sign-in form on the island's auth actor, signing in to the page's client;
 * signed in (form, stored session or hand-over), the app opens on signInTarget.
 */
export function signInPage(auth: Actor<typeof authMachine>, arrival: boolean, client: string): IslandPage {
  const search = location.search;
  rememberRedirectTarget(new URLSearchParams(search).get('redirect'));
  const target = signInTarget(arrival, search);
  const signIn = (username: string, password: string) => auth.send({ type: 'credentials.submit', username, password, client });
  const showsForm = () => auth.getSnapshot().matches('signedOut');
  return {
    body() {
      const snapshot = auth.getSnapshot();
      return loginForm({
        auth: showsForm() ? 'form' : 'checking',
        submitting: snapshot.matches({ signedOut: 'submitting' }),
        rejected: snapshot.matches({ signedOut: 'rejected' }),
        error: snapshot.context.error,
        tokenFailed: snapshot.context.tokenFailed,
      }, signIn);
    },
    formField: () => (showsForm() ? 'input[name="username"]' : null),
    appTarget: () => (auth.getSnapshot().matches('signedIn') ? target : null),
    // The island already draws on every change of the auth actor.
    subscribe: () => {},
    stop: () => {},
  };
}
