import { useCallback } from 'react';
import { ClientSwitchContext } from '../../app/shell-actors';

export interface ClientSwitchView {
  switching: boolean;
  failed: boolean;
  /** The server's words for a refused switch, or null (generic text). */
  error: string | null;
  /** The last refusal was of a role switch (no client was asked), so the client switcher does not show it. */
  roleSwitchFailed: boolean;
  switchTo(clientId: number): void;
  /** A master acts as sub-supervisor, or back as master; the app then reloads at / (spec 02 §6). */
  toggleSubsupervisor(): void;
}

/** A master switches client or role: the server switches, the user is stored, the app reloads at / (spec 01 §4). */
export function useClientSwitch(): ClientSwitchView {
  const actor = ClientSwitchContext.useActorRef();
  const switching = ClientSwitchContext.useSelector((s) => s.hasTag('busy') || s.matches('switched'));
  const failed = ClientSwitchContext.useSelector((s) => s.matches('failed'));
  const error = ClientSwitchContext.useSelector((s) => s.context.error);
  const roleSwitchFailed = ClientSwitchContext.useSelector((s) => s.matches('failed') && s.context.clientId === null);
  const switchTo = useCallback((clientId: number) => actor.send({ type: 'client.switch', clientId }), [actor]);
  const toggleSubsupervisor = useCallback(() => actor.send({ type: 'subsupervisor.toggle' }), [actor]);
  return { switching, failed: failed && !roleSwitchFailed, error, roleSwitchFailed, switchTo, toggleSubsupervisor };
}
