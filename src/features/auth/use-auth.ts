import { useCallback } from 'react';
import { AuthActorContext } from '../../app/actors';

export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';

export interface AuthView {
  status: AuthStatus;
  /** The credentials are with the server; the form disables its submit button. */
  submitting: boolean;
  /** The last sign-in was refused; `error` holds the server's words or null (generic message). */
  rejected: boolean;
  error: string | null;
  /** The previous session ended because a token could not be renewed. */
  tokenFailed: boolean;
  signIn(username: string, password: string): void;
  logout(): void;
}

/** Sign-in state and commands for the login screen and the top bar. */
export function useAuth(): AuthView {
  const actor = AuthActorContext.useActorRef();
  const status = AuthActorContext.useSelector((s): AuthStatus =>
    s.matches('signedIn') ? 'signedIn' : s.matches('signedOut') ? 'signedOut' : 'checking',
  );
  const submitting = AuthActorContext.useSelector((s) => s.matches({ signedOut: 'submitting' }));
  const rejected = AuthActorContext.useSelector((s) => s.matches({ signedOut: 'rejected' }));
  const error = AuthActorContext.useSelector((s) => s.context.error);
  const tokenFailed = AuthActorContext.useSelector((s) => s.context.tokenFailed);

  const signIn = useCallback(
    (username: string, password: string) => actor.send({ type: 'credentials.submit', username, password }),
    [actor],
  );
  const logout = useCallback(() => actor.send({ type: 'auth.logout' }), [actor]);

  return { status, submitting, rejected, error, tokenFailed, signIn, logout };
}
