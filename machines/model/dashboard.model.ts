import { DASHBOARD_POLL_MS, type dashboardMachine } from '../dashboard.machine';
import type { Dashboard } from '../../contract/types/dashboard';
import type { BulkState } from '../../contract/types/bulk';
import { ensure, type MachineModel } from './machine-model';
import { bulkStatusSample, networkFailure, serverRefusal } from './samples';

const board = (state: BulkState | null): Dashboard => ({
  figures: [{ key: 'ordersWaiting', count: 3, oldest: '2026-11-20T08:00:00.000Z' }, { key: 'driversExpiring', count: 0 }],
  bulkRun: state === null ? null : bulkStatusSample(state, state === 'running' ? 40 : 0),
});

export const dashboardModel: MachineModel<typeof dashboardMachine> = {
  actors: {
    loadDashboard: [
      { output: board('finished') },
      { output: board('running') },
      // A reader who may not see bulk runs.
      { output: board(null) },
      { error: networkFailure },
      { error: serverRefusal(500, 'An error occurred.') },
    ],
  },
  // One poll after the wait: every way it ends, from a run going on.
  scenarios: [{ name: 'the home page opens', horizonMs: DASHBOARD_POLL_MS }],
  invariants(snapshot) {
    const { context } = snapshot;
    ensure(snapshot.hasTag('busy') === snapshot.matches('loading'), 'busy exactly while nothing is shown yet');
    if (snapshot.matches('ready')) ensure(context.dashboard !== null, 'a ready dashboard has its figures');
    if (snapshot.matches('failed')) ensure(context.dashboard === null, 'the retry page only when there is nothing to show');
    const running = context.dashboard?.bulkRun?.state === 'running' || context.dashboard?.bulkRun?.state === 'queued';
    if (snapshot.matches({ ready: 'current' })) ensure(!running, 'a going run is watched, never left standing');
  },
};
