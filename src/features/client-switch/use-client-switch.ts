import { useCallback } from 'react';
import { ClientSwitchContext } from '../../app/shell-actors';

export interface ClientSwitchView {
  switching: boolean;
  failed: boolean;
  /** The server's words for a refused switch, or null (generic text). */
  error: string | null;
  switchTo(clientId: number): void;
}

/** A master switches client: the server switches, the user is stored, the app reloads at / (spec 01 §4). */
export function useClientSwitch(): ClientSwitchView {
  const actor = ClientSwitchContext.useActorRef();
  const switching = ClientSwitchContext.useSelector((s) => s.hasTag('busy') || s.matches('switched'));
  const failed = ClientSwitchContext.useSelector((s) => s.matches('failed'));
  const error = ClientSwitchContext.useSelector((s) => s.context.error);
  const switchTo = useCallback((clientId: number) => actor.send({ type: 'client.switch', clientId }), [actor]);
  return { switching, failed, error, switchTo };
}
