import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session.machine';
import { AuthActorContext } from '../../app/actors';

export interface SessionExpiryView {
  /** The session child asks the idle user whether to continue (state `prompting`). */
  prompting: boolean;
  remainingSeconds: number;
  continueSession(): void;
  logout(): void;
}

type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

/** The session machine lives as child `session` of the auth actor while signed in. */
export function useSessionExpiry(): SessionExpiryView {
  // children is typed as the union of every actor the auth machine may invoke; `session` is this one.
  const session = AuthActorContext.useSelector((s) => s.children.session as SessionActorRef | undefined);
  const prompting = useSelector(session, (s) => s?.hasTag('prompt') ?? false);
  const remainingSeconds = useSelector(session, (s) => (s?.hasTag('prompt') ? s.context.remainingSeconds : 0));

  const continueSession = useCallback(() => session?.send({ type: 'session.continue' }), [session]);
  const logout = useCallback(() => session?.send({ type: 'session.logout' }), [session]);

  return { prompting, remainingSeconds, continueSession, logout };
}
