import { useCallback } from 'react';
import { AuthActorContext } from '../../app/actors';

export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';

/** What the app's pages need of the session; the sign-in form is the login island's (src/login-island/signin-page.ts). */
export interface AuthView {
  status: AuthStatus;
  logout(): void;
}

/** Sign-in state and the sign-out for the main layout and the top bar. */
export function useAuth(): AuthView {
  const actor = AuthActorContext.useActorRef();
  const status = AuthActorContext.useSelector((s): AuthStatus =>
    s.matches('signedIn') ? 'signedIn' : s.matches('signedOut') ? 'signedOut' : 'checking',
  );
  const logout = useCallback(() => actor.send({ type: 'auth.logout' }), [actor]);
  return { status, logout };
}
