import { useEffect, useState } from 'react';
import { fetchClients } from '../../api/provider';
import type { ClientListItem } from '../../../contract/types/core';

export interface ClientListView {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  clients: ClientListItem[];
}

/** The master's client list for the customer switcher, loaded once it is first wanted. */
export function useClientList(enabled: boolean): ClientListView {
  const [wanted, setWanted] = useState(enabled);
  const [view, setView] = useState<ClientListView>({ status: 'idle', clients: [] });
  if (enabled && !wanted) setWanted(true);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    setView({ status: 'loading', clients: [] });
    fetchClients({ signal: controller.signal })
      .then((clients) => setView({ status: 'ready', clients }))
      .catch(() => {
        if (!controller.signal.aborted) setView({ status: 'failed', clients: [] });
      });
    return () => controller.abort();
  }, [wanted]);

  return view;
}
