import { assign, fromPromise, setup } from 'xstate';
import { fetchDashboard } from '../src/api/dashboard';
import type { Dashboard } from '../contract/types/dashboard';

/**
 * The home dashboard at / (issue 37): reads the figures, reads them again when asked (the tab regained focus, the
 * user pressed refresh) and, while the client's bulk run is queued or running, every `pollInterval` so its
 * progress moves — as the bulk page polls (bulk-run.machine.ts says why polling, not push). A failed re-read keeps
 * the figures on screen and says they may be out of date; a failed first read offers a retry.
 */

/** How often a running bulk run's progress is read again: the bulk page's pace would be needlessly busy here. */
export const DASHBOARD_POLL_MS = 3_000;

export interface DashboardContext {
  dashboard: Dashboard | null;
  /** The last re-read failed: the figures shown are older than they look. */
  outdated: boolean;
}

export type DashboardEvent = { type: 'dashboard.refresh' } | { type: 'dashboard.retry' };

const fresh = ({ event }: { event: { output: Dashboard } }) => event.output;

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    loadDashboard: fromPromise<Dashboard>(({ signal }) => fetchDashboard({ signal })),
  },
  delays: {
    pollInterval: DASHBOARD_POLL_MS,
  },
  guards: {
    isBulkRunActive: ({ context }) => context.dashboard?.bulkRun?.state === 'queued' || context.dashboard?.bulkRun?.state === 'running',
  },
  actions: {
    storeDashboard: assign({ dashboard: (_, dashboard: Dashboard) => dashboard, outdated: false }),
    markOutdated: assign({ outdated: true }),
  },
}).createMachine({
  id: 'dashboard',
  description: "What needs the administrator's attention today: read on arrival, again on focus or request, and every few seconds while a bulk run is going.",
  context: { dashboard: null, outdated: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadDashboard',
        onDone: { target: 'ready', actions: { type: 'storeDashboard', params: fresh } },
        onError: { target: 'failed' },
      },
    },
    ready: {
      initial: 'settling',
      states: {
        settling: {
          always: [{ guard: 'isBulkRunActive', target: 'watchingRun' }, { target: 'current' }],
        },
        current: {},
        watchingRun: {
          description: "The client's bulk run is queued or running: its progress is read again after a pause.",
          after: { pollInterval: { target: 'refreshing' } },
        },
        refreshing: {
          description: 'The figures stay on screen while they are read again.',
          invoke: {
            src: 'loadDashboard',
            onDone: { target: 'settling', actions: { type: 'storeDashboard', params: fresh } },
            onError: { target: 'settling', actions: 'markOutdated' },
          },
        },
      },
      on: {
        'dashboard.refresh': { target: '.refreshing' },
      },
    },
    failed: {
      description: 'Nothing to show yet: the page says so and offers a retry.',
      on: { 'dashboard.retry': { target: 'loading' } },
    },
  },
});
