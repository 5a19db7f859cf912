import { createActorContext } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { authMachine } from '../../machines/auth.machine';
import { resolveClientName } from '../lib/client-name';
import { paths } from './paths';

/** The login page for the remembered client (or the default one); the logout target of spec section 4. */
export function loginPath(): string {
  const { name } = resolveClientName(new URLSearchParams());
  return `${paths.auth}?clt=${encodeURIComponent(name)}`;
}

/** The auth machine with the app's navigation: leaving signedIn for any reason lands on /auth. */
export const appAuthMachine = authMachine.provide({
  actions: { redirectToLogin: () => navigate(loginPath()) },
});

/** App-wide: who is signed in, with the session child. Mounted once in main.tsx. */
export const AuthActorContext = createActorContext(appAuthMachine);
