import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { clientBrandingMachine } from '../../../machines/client-branding.machine';
import type { ClientSetting } from '../../api/types';

export type BrandingStatus = 'loading' | 'found' | 'notFound';

export interface ClientBrandingView {
  status: BrandingStatus;
  clientSetting: ClientSetting | null;
  retry(): void;
}

/**
 * Screen-local actor for the login page's branding. The input is read once, so the caller
 * remounts (key={clientName}) when the client in the URL changes.
 */
export function useClientBranding(clientName: string): ClientBrandingView {
  const actor = useActorRef(clientBrandingMachine, { input: { clientName } });
  const status = useSelector(actor, (s): BrandingStatus =>
    s.matches('found') ? 'found' : s.matches('notFound') ? 'notFound' : 'loading',
  );
  const clientSetting = useSelector(actor, (s) => s.context.clientSetting);
  const retry = useCallback(() => actor.send({ type: 'branding.retry' }), [actor]);
  return { status, clientSetting, retry };
}
