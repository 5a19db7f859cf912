import type { Actor } from 'xstate';
import type { authMachine } from '../../machines/auth.machine';
import { redirectTargetAfterSignIn, rememberRedirectTarget } from '../features/auth/redirect-target';
import type { IslandPage } from './island-pages';
import { loginForm } from './login-view';

/** paths.dashboard; paths.ts itself is not imported here: it carries the React route table. */
export const DASHBOARD = '/';

/** /auth: the sign-in form on the island's auth actor; signed in (form, stored session or hand-over), the app opens on `?redirect=`. */
export function signInPage(auth: Actor<typeof authMachine>): IslandPage {
  rememberRedirectTarget(new URLSearchParams(location.search).get('redirect'));
  const signIn = (username: string, password: string) => auth.send({ type: 'credentials.submit', username, password });
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
    appTarget: () => (auth.getSnapshot().matches('signedIn') ? redirectTargetAfterSignIn(DASHBOARD) : null),
    // The island already draws on every change of the auth actor.
    subscribe: () => {},
    stop: () => {},
  };
}
