import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { dashboardMachine } from '../../../machines/dashboard.machine';
import type { Dashboard } from '../../../contract/types/dashboard';

export interface DashboardView {
  dashboard: Dashboard | null;
  loading: boolean;
  failed: boolean;
  /** The last re-read failed: the figures shown may be out of date. */
  outdated: boolean;
  refresh(): void;
  retry(): void;
}

/**
 * The home dashboard's figures (machines/dashboard.machine.ts), read again when the window regains focus (a return
 * from another tab or program fires it; visibilitychange as well would read twice): an administrator who approved
 * orders in another tab sees the figure drop on return.
 */
export function useDashboard(): DashboardView {
  const actor = useActorRef(dashboardMachine);
  const dashboard = useSelector(actor, (s) => s.context.dashboard);
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const outdated = useSelector(actor, (s) => s.context.outdated);
  const refresh = useCallback(() => actor.send({ type: 'dashboard.refresh' }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'dashboard.retry' }), [actor]);

  useEffect(() => {
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);

  return { dashboard, loading, failed, outdated, refresh, retry };
}
