import { useCallback, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { grantAccessMachine, type PasswordProblem } from '../../../machines/grant-access.machine';
import type { InvitationCheck } from '../../api/types-accounts';
import { AuthActorContext } from '../../app/actors';

export type GrantAccessStatus = 'checking' | 'checkFailed' | 'editing' | 'submitting' | 'granted' | 'invalid' | 'refused';

export interface GrantAccessView {
  status: GrantAccessStatus;
  invitation: InvitationCheck | null;
  problem: PasswordProblem | null;
  /** The server's words for a refused password; null when it gave none. */
  error: string | null;
  submit(password: string, repeat: string): void;
  retry(): void;
}

/**
 * The invitation link of /auth/grant_access on the grantAccess machine, screen-local. The token the server answers
 * goes to the app-wide auth actor (`token.adopt`), which stores it and watches the session as after any sign-in.
 */
export function useGrantAccess(key: string): GrantAccessView {
  const auth = AuthActorContext.useActorRef();
  const machine = useMemo(() => grantAccessMachine.provide({
    actions: { signIn: (_, token) => auth.send({ type: 'token.adopt', token }) },
  }), [auth]);
  const actor = useActorRef(machine, { input: { key } });
  const status = useSelector(actor, (s): GrantAccessStatus =>
    (['checking', 'checkFailed', 'editing', 'submitting', 'granted', 'invalid', 'refused'] as const).find((name) => s.matches(name)) ?? 'checking');
  const invitation = useSelector(actor, (s) => s.context.invitation);
  const problem = useSelector(actor, (s) => s.context.problem);
  const error = useSelector(actor, (s) => s.context.error);
  return {
    status, invitation, problem, error,
    submit: useCallback((password: string, repeat: string) => actor.send({ type: 'password.submit', password, repeat }), [actor]),
    retry: useCallback(() => actor.send({ type: 'check.retry' }), [actor]),
  };
}
