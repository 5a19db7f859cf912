import { useCallback } from 'react';
import type { ShellData } from '../../../machines/shell.machine';
import type { RoleName } from '../../../contract/types/core';
import { ShellActorContext } from '../../app/shell-actors';

export type ShellStatus = 'loading' | 'ready' | 'failed';

/** Roles that may use the back office (spec section 1: drivers do not use this application). */
const APPLICATION_ROLES: readonly RoleName[] = ['master', 'supervisor', 'bulk', 'fleetmanagement', 'subsupervisor'];

export function mayUseApplication(role: string | undefined): boolean {
  return APPLICATION_ROLES.includes(role as RoleName);
}

export interface ShellView {
  status: ShellStatus;
  /** Client setting, licences, languages and user once ready; null before. */
  data: ShellData | null;
  /** The signed-in user's role may not use this application: show "Access denied!". */
  accessDenied: boolean;
  retry(): void;
}

/** The main layout's start-up data. Must be used under ShellActorContext.Provider. */
export function useShell(): ShellView {
  const actor = ShellActorContext.useActorRef();
  const status = ShellActorContext.useSelector((s): ShellStatus =>
    s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading',
  );
  const data = ShellActorContext.useSelector((s) => s.context.data);
  const accessDenied = status === 'ready' && !mayUseApplication(data?.user.role?.name);
  const retry = useCallback(() => actor.send({ type: 'shell.retry' }), [actor]);
  return { status, data, accessDenied, retry };
}
