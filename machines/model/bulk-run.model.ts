import { BULK_POLL_MS, type bulkRunMachine } from '../bulk-run.machine';
import { ensure, type MachineModel } from './machine-model';
import { bulkResultsSample, bulkStatusSample, networkFailure, serverRefusal } from './samples';

const REFUSED = 'Only supervisors with the lease-system licence may run the bulk calculation.';

export const bulkRunModel: MachineModel<typeof bulkRunMachine> = {
  actors: {
    fetchStatus: [
      { output: bulkStatusSample('none', 0) },
      { output: bulkStatusSample('queued', 0) },
      { output: bulkStatusSample('running', 40) },
      { output: bulkStatusSample('finished', 100) },
      { output: bulkStatusSample('failed', 55) },
      { error: serverRefusal(403, REFUSED) },
      { error: networkFailure },
    ],
    startRun: [
      { output: bulkStatusSample('queued', 0) },
      // Another supervisor's run was going: nothing new queued, this screen joins it.
      { output: bulkStatusSample('running', 40, { alreadyActive: true }) },
      { error: serverRefusal(403, REFUSED) },
      { error: networkFailure },
    ],
    loadResults: [{ output: bulkResultsSample }, { error: networkFailure }],
  },
  appActions: ['notifyRunFinished'],
  // One poll after the wait, and any number right after a start (no wait): every way a poll ends, from both.
  scenarios: [{ name: 'the bulk calculator opens', horizonMs: BULK_POLL_MS }],
  invariants(snapshot) {
    const { context } = snapshot;
    const busy = ['fetchingStatus', { idle: 'loadingResults' }, 'starting', 'collecting'].some((state) => snapshot.matches(state as never));
    ensure(snapshot.hasTag('busy') === busy, 'busy exactly while the screen waits for an answer (polls do not block it)');
    ensure((context.failure !== null) === snapshot.matches('failed'), 'the bulk problem text shows exactly in failed');
    if (context.failure?.kind === 'run') ensure(context.status?.state === 'failed', 'a run failure only for a run the server says failed');
    if (snapshot.matches('running')) ensure(context.status?.state === 'queued' || context.status?.state === 'running', 'running follows a queued or running run');
    if (snapshot.matches('done')) {
      ensure(context.status?.state === 'finished', 'done only for a finished run');
      ensure(context.results?.summary.runId === context.status.runId, "done shows the finished run's own summary and files");
    }
    if (snapshot.matches('confirming')) ensure(context.status !== null, 'the dialog only once the status is known');
    const startable = snapshot.matches('idle') || snapshot.matches('done') || (snapshot.matches('failed') && context.status !== null);
    ensure(snapshot.can({ type: 'bulk.start' }) === startable, 'a run can be started when none is being started or watched');
    ensure(!snapshot.matches('running') || !snapshot.can({ type: 'bulk.start' }), 'never a second start while one is watched');
  },
};
