import { createActorContext } from '@xstate/react';
import { authMachine } from '../../machines/auth.machine';
import { loginPath } from './auth-page';

export { loginPath };

let leavingForLogin = false;

/**
 * The app goes to /auth by a page load, never in-app: /auth is the login island (src/main.tsx). Once:
 * the page stays up until the load, so the first address wins (a sign-out's plain login page, not
 * the main layout's own "come back here" address it would ask for a moment later).
 */
export function goToLogin(address: string, { replace = false } = {}): void {
  if (leavingForLogin) return;
  leavingForLogin = true;
  if (replace) location.replace(address);
  else location.assign(address);
}

/** The auth machine with the app's navigation: leaving signedIn for any reason lands on /auth. */
export const appAuthMachine = authMachine.provide({
  actions: { redirectToLogin: () => goToLogin(loginPath()) },
});

/** App-wide: who is signed in, with the session child. Mounted once in main.tsx. */
export const AuthActorContext = createActorContext(appAuthMachine);
